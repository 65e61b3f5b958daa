/** The sign-in and session texts (docs/product/messages.md §8; rules: docs/product/rules.md §3), shared by server and client. */
export const AUTH_MESSAGES = {
  welcome: 'Welcome back!',
  accessDenied: 'Access denied. Invalid credentials.',
  invalidPassword: 'Invalid password. Please try again.',
  loginFailed: 'Failed to log in. Please check your credentials.',
  invalidEmail: 'Invalid email address',
  shortPassword: 'Password must be at least 6 characters',
  unauthorized: 'Unauthorized access',
  loginRequired: 'You must be logged in to access this page',
  forbidden: 'You do not have permission to access this page',
  logoutFailed: 'Failed to log out',
  loggedOut: 'Logged out successfully',
  signedOutEverywhere: 'Signed out on every device',
  busy: 'Too many sign-in attempts at once. Please try again in a moment.',
  unavailable: 'Sign-in is unavailable right now: the database cannot be reached. Please try again in a few minutes.',
} as const;

/** Shown instead of checking the password while this client must wait (lib/auth/throttle.ts). */
export const throttledMessage = (wait: string) => `Too many failed sign-in attempts. Please wait ${wait} before trying again.`;

/** Why the guard sent someone to the login page; the login page shows the matching message. */
export const LOGIN_REASONS = {
  'login-required': AUTH_MESSAGES.loginRequired,
  forbidden: AUTH_MESSAGES.forbidden,
  unauthorized: AUTH_MESSAGES.unauthorized,
} as const;

/** The product description words a foreign session differently on the dashboard and the affiliate screens. */
export const forbiddenReason = (pathname: string): LoginReason =>
  pathname === '/admin/dashboard' || pathname === '/admin/affiliate' || pathname.startsWith('/admin/affiliate/')
    ? 'unauthorized'
    : 'forbidden';

export type LoginReason = keyof typeof LOGIN_REASONS;
