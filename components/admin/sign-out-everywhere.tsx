'use client';

import { MonitorSmartphone } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

interface SignOutEverywhereProps {
  /** The server action that ends every session of the administrator, passed in by the page. */
  action: () => Promise<ActionResult>;
}

/**
 * Ends the administrator's sessions in every browser (a forgotten computer, a copied cookie), this one
 * included: after the answer it goes to the login page, which clears this browser's cookies.
 */
export function SignOutEverywhere({ action }: SignOutEverywhereProps) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          try {
            const result = await action();
            if (!result.ok) {
              toast.error(result.message);
              return;
            }
            toast.success(result.message);
            router.replace('/admin/login');
          } catch {
            toast.error(AUTH_MESSAGES.logoutFailed);
          }
        })
      }
    >
      <MonitorSmartphone className="size-4" aria-hidden />
      {pending ? 'Signing out...' : 'Sign out everywhere'}
    </Button>
  );
}
