/** The spec's sign-in and session texts (admin-and-platform.md §5, §8), shared by server and client. */
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
  lockedOut: 'Too many failed sign-in attempts. Sign-in is paused for 15 minutes; please try again later.',
} as const;

/** Why the guard sent someone to the login page; the login page shows the matching message. */
export const LOGIN_REASONS = {
  'login-required': AUTH_MESSAGES.loginRequired,
  forbidden: AUTH_MESSAGES.forbidden,
  unauthorized: AUTH_MESSAGES.unauthorized,
} as const;

/** The spec words a foreign session differently on the dashboard and the affiliate screens. */
export const forbiddenReason = (pathname: string): LoginReason =>
  pathname === '/admin/dashboard' || pathname === '/admin/affiliate' || pathname.startsWith('/admin/affiliate/')
    ? 'unauthorized'
    : 'forbidden';

export type LoginReason = keyof typeof LOGIN_REASONS;
