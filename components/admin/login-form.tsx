'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/field';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { loginSchema, type LoginInput } from '@/lib/auth/login-schema';

type SignInResult = { ok: true; redirectTo: string; message: string } | { ok: false; message: string; field?: 'email' | 'password' };

interface LoginFormProps {
  /** The sign-in server action, passed in by the page. */
  signIn: (input: LoginInput) => Promise<SignInResult>;
  next?: string;
  reasonMessage?: string;
}

/**
 * The address of the last successful sign-in on this browser. The page never prints the administrator's
 * address (it would hand the only account name to anyone who opens /admin/login); the browser that signed
 * in before remembers it for itself.
 */
const LAST_EMAIL_KEY = 'ev-admin-last-email';

function rememberedEmail(): string {
  try {
    return window.localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberEmail(email: string) {
  try {
    window.localStorage.setItem(LAST_EMAIL_KEY, email.trim().toLowerCase());
  } catch {
    // Private modes may refuse storage; the field is simply empty next time.
  }
}

const CREDENTIALS = [
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export function LoginForm({ signIn, next, reasonMessage }: LoginFormProps) {
  const router = useRouter();
  const shown = useRef(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false, next },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const email = rememberedEmail();
    if (email && !form.getValues('email')) form.setValue('email', email);
  }, [form]);

  useEffect(() => {
    if (reasonMessage && !shown.current) {
      shown.current = true;
      toast.error(reasonMessage);
    }
  }, [reasonMessage]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn(values);
      if (result.ok) {
        rememberEmail(values.email);
        toast.success(result.message);
        router.replace(result.redirectTo);
        router.refresh();
      } else if (result.field) {
        form.setError(result.field, { message: result.message });
      } else {
        toast.error(result.message);
      }
    } catch {
      toast.error(AUTH_MESSAGES.loginFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5">
      {CREDENTIALS.map(({ field, label, type, autoComplete }) => (
        <TextField
          key={field}
          id={`login-${field}`}
          label={label}
          error={errors[field]?.message}
          type={type}
          autoComplete={autoComplete}
          {...form.register(field)}
        />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 rounded border-slate-300" {...form.register('remember')} />
        Remember me for 24 hours
      </label>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-60"
      >
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
