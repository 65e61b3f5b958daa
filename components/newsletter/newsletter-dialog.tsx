'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/toasts/notify';
import { Button } from '@/components/ui/button';
import { FormProblem, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import { NEWSLETTER_MESSAGES, newsletterSchema, type NewsletterInput } from '@/lib/newsletter/signup';

interface NewsletterDialogProps {
  open: boolean;
  onClose: () => void;
  /** The subscribe server action, passed down from the site layout. */
  subscribe: (input: NewsletterInput) => Promise<ActionResult>;
}

/**
 * The newsletter form in its modal. It holds the form library and the zod schema, so it is loaded only
 * when a visitor first opens it (see the header's NewsletterButton).
 */
export function NewsletterDialog({ open, onClose, subscribe }: NewsletterDialogProps) {
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await subscribe(values);
      if (result.ok) {
        notify.success(result.message);
        setDone(true);
        form.reset();
      } else if (result.field === 'email') {
        form.setError('email', { message: result.message });
      } else {
        setProblem(result.message);
      }
    } catch {
      setProblem(NEWSLETTER_MESSAGES.failure);
    }
  });

  return (
    <Modal open={open} onClose={onClose} title="Subscribe to our newsletter">
      {done ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {NEWSLETTER_MESSAGES.success}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            New repair guides, glossary terms and tool updates, about once a month. Unsubscribe at any time.
          </p>
          <TextField
            id="newsletter-email"
            label="Email address"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
          <FormProblem message={problem} />
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
