'use client';

import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

async function signOutHere(): Promise<{ ok: boolean; message: string }> {
  const response = await fetch('/admin/login/sign-out', { method: 'POST' });
  return (await response.json()) as { ok: boolean; message: string };
}

interface SignOutButtonProps {
  /**
   * The server action that ends every session of the administrator (a forgotten computer, a copied cookie),
   * passed in by the page; without it the button ends this browser's session only.
   */
  everywhere?: () => Promise<ActionResult>;
}

/** 'Logout', or 'Sign out everywhere'; either way the answer is toasted and a success goes to the login page. */
export function SignOutButton({ everywhere }: SignOutButtonProps) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const signOut = () =>
    start(async () => {
      try {
        const result = await (everywhere ?? signOutHere)();
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        toast.success(result.message);
        // The login page clears this browser's cookies when its session has ended elsewhere.
        router.replace('/admin/login');
      } catch {
        toast.error(AUTH_MESSAGES.logoutFailed);
      }
    });
  return everywhere ? (
    <Button variant="secondary" disabled={pending} onClick={signOut}>
      <MonitorSmartphone className="size-4" aria-hidden />
      {pending ? 'Signing out...' : 'Sign out everywhere'}
    </Button>
  ) : (
    <Button variant="danger" disabled={pending} onClick={signOut}>
      <LogOut className="size-4" aria-hidden />
      Logout
    </Button>
  );
}
