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
}

export type SignInResult = { ok: true; email: string } | { ok: false; message: string };

/** One sign-in backend: the built-in one (local) or Supabase Auth. */
export interface AuthProvider {
  readonly kind: 'local' | 'supabase';
  /** Checks the password and, on success, writes the session cookies for 1 hour or 24 hours. */
  signIn(email: string, password: string, remember: boolean): Promise<SignInResult>;
  /** The e-mail of a valid, unexpired session, refreshing it when the backend needs that; else undefined. */
  currentEmail(): Promise<string | undefined>;
  signOut(): Promise<void>;
}

/** The message a provider gives for a wrong password, the same as Supabase Auth's, mapped by the spec. */
export const INVALID_CREDENTIALS = 'Invalid login credentials';
