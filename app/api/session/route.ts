import { AuthError, requireAdmin } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/**
 * Whether the visitor is the signed-in administrator, for the few admin shortcuts on cached public pages
 * (the page itself is the same for everyone, so it cannot ask the session while rendering). Says nothing
 * more than yes or no, and only to the visitor it is about; it lives outside /api/admin because it answers
 * everyone (a refusal would log an error in every visitor's console).
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
