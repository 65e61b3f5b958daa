import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureLocalAdminCredentials } from '@/scripts/lib/admin-credentials';
import { resolveAuthConfig } from '@/lib/auth/config';
import { verifyPassword } from '@/lib/auth/password';
import { parseEnv } from '@/lib/env';

jest.setTimeout(30_000);

describe('generated administrator password (embedded mode)', () => {
  let folder: string;
  let log: jest.SpyInstance;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'ev-admin-'));
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    log.mockRestore();
    await rm(folder, { recursive: true, force: true });
  });

  it('prints a password once, keeps only its hash, and the app signs in with it', async () => {
    await ensureLocalAdminCredentials(folder, { ADMIN_EMAIL: 'owner@example.com' });
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toContain('owner@example.com');
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(password).toBeDefined();

    const hash = (await readFile(path.join(folder, 'admin-password-hash'), 'utf8')).trim();
    expect(hash).not.toContain(password);
    expect((await stat(path.join(folder, 'admin-password-hash'))).mode & 0o777).toBe(0o600);
    expect((await readFile(path.join(folder, 'auth-secret'), 'utf8')).trim().length).toBeGreaterThanOrEqual(32);

    const config = resolveAuthConfig(parseEnv({ DATABASE_URL: 'postgres://u@h/d', ADMIN_EMAIL: 'owner@example.com' }), {
      EMBEDDED_DATA_DIR: path.join(folder, 'postgres'),
    });
    await expect(verifyPassword(password!, (await config.passwordHash())!)).resolves.toBe(true);

    log.mockClear();
    await ensureLocalAdminCredentials(folder, { ADMIN_EMAIL: 'owner@example.com' });
    expect(log).not.toHaveBeenCalled();
    expect((await readFile(path.join(folder, 'admin-password-hash'), 'utf8')).trim()).toBe(hash);
  });

  it('generates nothing for the password when one is configured', async () => {
    await ensureLocalAdminCredentials(folder, { ADMIN_PASSWORD: 'configured', AUTH_SECRET: 'x'.repeat(40) });
    expect(log).not.toHaveBeenCalled();
    await expect(stat(path.join(folder, 'admin-password-hash'))).rejects.toThrow();
    await expect(stat(path.join(folder, 'auth-secret'))).rejects.toThrow();
  });
});
