import type { SessionClaims } from '@/lib/auth/session-token';

export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  path?: string;
  maxAge?: number;
  expires?: Date;
  domain?: string;
}

/** The cookies of one request/response pair: next/headers in actions, the request/response in the proxy. */
export interface CookieJar {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: CookieOptions): void;
  /** The request reached us over HTTPS (directly or through a proxy that said so): cookies are marked Secure. */
  https?: boolean;
}

type SignInResult = { ok: true; email: string; session: SessionClaims } | { ok: false; message: string };

/** 'local' ends this browser's session; 'global' every session of the account (Supabase's signOut scopes). */
type SignOutScope = 'local' | 'global';

/** One sign-in backend: the built-in one (local) or Supabase Auth. */
export interface AuthProvider {
  readonly kind: 'local' | 'supabase';
  /** Checks the password and, on success, writes the session cookies for 1 hour or 24 hours. */
  signIn(email: string, password: string, remember: boolean): Promise<SignInResult>;
  /**
   * The claims of the signed session cookie when it is valid and unexpired (and, for Supabase, the service
   * still knows the user), refreshing it when the backend needs that; else undefined. Whether the server
   * has revoked the session is checked by requireAdmin(), not here: the proxy calls this without a database.
   */
  currentSession(): Promise<SessionClaims | undefined>;
  /** currentSession()'s e-mail. */
  currentEmail(): Promise<string | undefined>;
  /** Clears this browser's session cookies and, for Supabase, ends the session there with the given scope. */
  signOut(scope?: SignOutScope): Promise<void>;
}

/** The message a provider gives for a wrong password, the same as Supabase Auth's, mapped by the product description. */
export const INVALID_CREDENTIALS = 'Invalid login credentials';
