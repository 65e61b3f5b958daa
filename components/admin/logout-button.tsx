'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

export function LogoutButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="danger"
      disabled={pending}
      onClick={() =>
        start(async () => {
          try {
            const response = await fetch('/admin/login/sign-out', { method: 'POST' });
            const result = (await response.json()) as { ok: boolean; message: string };
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
      <LogOut className="size-4" aria-hidden />
      Logout
    </Button>
  );
}
