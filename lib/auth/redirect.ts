const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

/**
 * Where to go after signing in: only a path on this site. Absolute URLs, protocol-relative '//host',
 * backslash tricks and control characters fall back to the dashboard, so a crafted link cannot send the
 * administrator elsewhere. The login page itself is no destination.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return DEFAULT_AFTER_LOGIN;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
  // The check that counts is on the normalised path: '/.//evil.example' and '/a/..//evil.example' become
  // '//evil.example', which a browser reads as another host.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/admin/login' || url.pathname.startsWith('/admin/login/')) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
