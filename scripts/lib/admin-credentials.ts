import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_SECRET_FILE, PASSWORD_HASH_FILE } from '../../lib/auth/config';
import { hashPassword, isPasswordHash } from '../../lib/auth/password';

/**
 * Local sign-in without any setup: when no admin password and no AUTH_SECRET are configured, the embedded
 * mode creates them once. The password is printed a single time and only its scrypt hash is kept, in
 * `<folder>/admin-password-hash`; delete that file to get a new password on the next start.
 */
export async function ensureLocalAdminCredentials(folder: string, source: Record<string, string | undefined> = process.env): Promise<void> {
  const secretFile = path.join(folder, AUTH_SECRET_FILE);
  if (!source.AUTH_SECRET && !existsSync(secretFile)) {
    await writeFile(secretFile, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  }
  const hashFile = path.join(folder, PASSWORD_HASH_FILE);
  if (source.ADMIN_PASSWORD_HASH || source.ADMIN_PASSWORD) return;
  if (existsSync(hashFile) && isPasswordHash((await readFile(hashFile, 'utf8')).trim())) return;
  const password = randomBytes(15).toString('base64url');
  await writeFile(hashFile, `${await hashPassword(password)}\n`, { mode: 0o600 });
  await chmod(hashFile, 0o600);
  const email = source.ADMIN_EMAIL || 'admin@example.com';
  console.log(
    [
      '',
      '[admin] A password was generated for the back office (shown this once; only its hash is kept):',
      `[admin]   e-mail:   ${email}`,
      `[admin]   password: ${password}`,
      `[admin] Sign in at /admin/login. Delete ${hashFile} to generate a new one, or set ADMIN_PASSWORD.`,
      '',
    ].join('\n'),
  );
}
