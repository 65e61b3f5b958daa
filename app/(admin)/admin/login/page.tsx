import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { LoginForm } from '@/components/admin/login-form';
import { revokeSessionToken } from '@/lib/auth';
import { SIGNED_OUT_SESSION_HEADER } from '@/lib/auth/cookies';
import { LOGIN_REASONS, type LoginReason } from '@/lib/auth/messages';
import { safeNextPath } from '@/lib/auth/redirect';
import { signIn } from '@/app/(admin)/admin/login/actions';

export const metadata: Metadata = { title: 'Admin sign-in', robots: { index: false, follow: false } };

/**
 * Opening this page signs out (the product description): the proxy clears the cookies and passes the session on, and here
 * the server forgets it, so a copy of the old cookie opens nothing either.
 */
async function endPreviousSession() {
  const list = await headers();
  try {
    await revokeSessionToken(list.get(SIGNED_OUT_SESSION_HEADER));
  } catch (error) {
    // The cookie is cleared anyway; the record expires with the session.
    console.error('could not revoke the previous session', error);
  }
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await endPreviousSession();
  const params = await searchParams;
  const next = typeof params.next === 'string' ? safeNextPath(params.next) : undefined;
  const reason = typeof params.reason === 'string' && params.reason in LOGIN_REASONS ? (params.reason as LoginReason) : undefined;
  return (
    <div className="flex justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <h1 className="text-center text-2xl font-bold">Sign in to Admin Dashboard</h1>
        <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">Access restricted to authorized personnel only</p>
        <LoginForm signIn={signIn} next={next} reasonMessage={reason ? LOGIN_REASONS[reason] : undefined} />
      </div>
    </div>
  );
}
