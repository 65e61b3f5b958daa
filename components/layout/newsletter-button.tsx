'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { subscribeToNewsletter } from '@/app/(site)/actions';
import { Modal } from '@/components/ui/modal';
import { NEWSLETTER_MESSAGES, newsletterSchema, type NewsletterInput } from '@/lib/validations/newsletter';

export function NewsletterButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await subscribeToNewsletter(values);
      if (result.ok) {
        toast.success(result.message);
        setDone(true);
        form.reset();
      } else if (result.field === 'email') {
        form.setError('email', { message: result.message });
      } else {
        toast.error(result.message);
      }
    } catch {
      toast.error(NEWSLETTER_MESSAGES.failure);
    }
  });

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
        className={
          className ??
          'inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700'
        }
      >
        <Mail className="size-4" aria-hidden />
        Subscribe
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Subscribe to our newsletter">
        {done ? (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {NEWSLETTER_MESSAGES.success}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              New repair guides, glossary terms and tool updates, about once a month. Unsubscribe at any time.
            </p>
            <div>
              <label htmlFor="newsletter-email" className="block text-sm font-medium">
                Email address
              </label>
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
                className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
                {...form.register('email')}
              />
              {errors.email && (
                <p id="newsletter-email-error" className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {errors.email.message}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={isSubmitting}
              className="w-full rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {isSubmitting ? 'Subscribing...' : 'Subscribe'}
            </button>
          </form>
        )}
      </Modal>
    </>
  );
}
