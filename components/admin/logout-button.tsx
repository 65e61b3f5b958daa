'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

export function LogoutButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
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
      className="inline-flex items-center gap-2 rounded-md bg-red-600 px-3 py-2 text-sm font-medium text-white hover:bg-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 disabled:opacity-60"
    >
      <LogOut className="size-4" aria-hidden />
      Logout
    </button>
  );
}
