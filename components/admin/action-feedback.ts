'use client';

import { toast } from 'sonner';
import type { LoginReason } from '@/lib/auth/messages';

type Result = { ok: true; message: string } | { ok: false; message: string; reason?: LoginReason };

/**
 * Shows an action's result as a toast. A session that ended meanwhile sends the administrator to sign in
 * again and back to this screen afterwards.
 */
export function showResult(result: Result, router: { push: (href: string) => void }): boolean {
  if (result.ok) {
    toast.success(result.message);
    return true;
  }
  toast.error(result.message);
  if (result.reason) {
    const next = `${window.location.pathname}${window.location.search}`;
    router.push(`/admin/login?reason=${result.reason}&next=${encodeURIComponent(next)}`);
  }
  return false;
}
