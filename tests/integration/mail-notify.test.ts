import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { submitInstallerApplication } from '@/app/(site)/installers/join/actions';
import { notifyAdministrator } from '@/lib/mail';
import { startSmtpStandIn } from '../setup/smtp-stand-in';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let port: number;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  port = smtp.port;
  // Read by env() on its first use, which comes after this.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.ADMIN_EMAIL = 'owner@example.com';
});
afterAll(() => smtp.close());
afterEach(() => jest.restoreAllMocks());

describe('administrator notification', () => {
  it('e-mails the administrator through SMTP when SMTP_URL is set', async () => {
    const channel = await notifyAdministrator(
      {
        subject: 'New installer application: Volt\r\nBcc: victim@example.com',
        text: 'Business: Volt Electric',
      },
      { smtpUrl: `smtp://127.0.0.1:${port}`, to: 'admin@example.com', from: 'site@example.com' },
    );
    expect(channel).toBe('email');
    const [message] = smtp.received;
    expect(message?.to).toEqual(['RCPT TO:<admin@example.com>']);
    expect(message?.data).toContain('Subject: New installer application: Volt Bcc: victim@example.com');
    expect(message?.data).not.toMatch(/^Bcc:/m);
    expect(message?.data).toContain('Business: Volt Electric');
  });

  it('writes a log line instead when SMTP_URL is not set', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const channel = await notifyAdministrator(
      { subject: 'New installer application: Volt', text: 'details' },
      { smtpUrl: undefined },
    );
    expect(channel).toBe('log');
    expect(String(info.mock.calls[0]?.[0])).toContain('New installer application: Volt');
  });

  it('reports a send that fails as failed, without throwing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadPort = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const channel = await notifyAdministrator(
      { subject: 'New installer application: Volt', text: 'details' },
      { smtpUrl: `smtp://127.0.0.1:${deadPort}`, timeoutMs: 2000 },
    );
    expect(channel).toBe('failed');
    expect(error).toHaveBeenCalled();
  });
});

it('an installer application e-mails the administrator and records it on the row', async () => {
  const before = smtp.received.length;
  const data = new FormData();
  for (const [name, value] of Object.entries({
    businessName: 'Mail Test Electric',
    contactName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555 010 0100',
    website: 'example.com',
    states: 'Ohio',
    installTypes: 'Residential',
  })) {
    data.append(name, value);
  }
  expect((await submitInstallerApplication(data)).ok).toBe(true);
  const [row] = await globalThis.testDb.sql<{ notification: string }[]>`
    select notification from ev_installer_leads where business_name = 'Mail Test Electric'`;
  expect(row?.notification).toBe('email');
  const message = smtp.received[before];
  expect(message?.to).toEqual(['RCPT TO:<owner@example.com>']);
  expect(message?.data).toContain('Subject: New installer application: Mail Test Electric');
  expect(message?.data).toContain('States: Ohio');
});
