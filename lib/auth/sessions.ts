import 'server-only';
import { createHash } from 'node:crypto';
import type { SessionClaims } from '@/lib/auth/session-token';
import { isAdminSessionLive, recordAdminSession, revokeAdminSession, revokeAdminSessionsOf } from '@/lib/db/admin-sessions';

/** What the database keeps of a session id: its hash, never the id the cookie carries. */
const recordId = (claims: Pick<SessionClaims, 'sid'>) => createHash('sha256').update(claims.sid).digest('base64url');

export const recordSession = (claims: SessionClaims) =>
  recordAdminSession(recordId(claims), claims.sub, new Date(claims.exp * 1000));

export const isSessionLive = (claims: SessionClaims) => isAdminSessionLive(recordId(claims), claims.sub);

export const revokeSession = (claims: Pick<SessionClaims, 'sid'>) => revokeAdminSession(recordId(claims));

export const revokeEverySession = (email: string) => revokeAdminSessionsOf(email);
