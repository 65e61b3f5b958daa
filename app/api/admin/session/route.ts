import { AuthError, requireAdmin } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/**
 * Whether the visitor is the signed-in administrator, for the few admin shortcuts on cached public pages
 * (the page itself is the same for everyone, so it cannot ask the session while rendering). Says nothing
 * more than yes or no.
 */
export async function GET() {
  let admin = false;
  try {
    await requireAdmin();
    admin = true;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
  }
  return Response.json({ admin }, { headers: { 'Cache-Control': 'private, no-store' } });
}
