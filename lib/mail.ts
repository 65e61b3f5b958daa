import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';

/** How the administrator was told about something: stored on the row so the back office can say so. */
export type NotificationChannel = 'email' | 'log' | 'failed';

interface AdminMail {
  subject: string;
  text: string;
}

export interface MailOptions {
  smtpUrl?: string;
  to?: string;
  from?: string;
  /** Upper bound for connecting, greeting and each socket wait, so a dead server cannot hold a form. */
  timeoutMs?: number;
}

/**
 * Sends a plain-text e-mail to the administrator through SMTP_URL. Without SMTP_URL the message is
 * written to the server log instead; a send that fails is logged and reported as 'failed', never thrown:
 * the caller has already stored what matters.
 */
export async function notifyAdministrator(
  mail: AdminMail,
  options: MailOptions = {},
): Promise<NotificationChannel> {
  return notifyRecipient(options.to ?? env().ADMIN_EMAIL, 'the administrator', mail, options);
}

/**
 * The same for a notice to someone outside (an installer told of the decision on their application).
 * `recipient` names them in the log without writing their address there.
 */
export async function notifyRecipient(
  to: string,
  recipient: string,
  mail: AdminMail,
  options: MailOptions = {},
): Promise<NotificationChannel> {
  const config = env();
  const smtpUrl = 'smtpUrl' in options ? options.smtpUrl : config.SMTP_URL;
  const subject = mail.subject.replace(/[\r\n]+/g, ' ');
  if (!smtpUrl) {
    console.info(`[notification] SMTP_URL is not set; not e-mailed to ${recipient}: ${subject}\n${mail.text}`);
    return 'log';
  }
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  try {
    await transport.sendMail({ from: options.from ?? config.CONTACT_EMAIL, to, subject, text: mail.text });
    return 'email';
  } catch (error) {
    console.error(`[notification] e-mail to ${recipient} failed: ${subject}`, error);
    return 'failed';
  } finally {
    transport.close();
  }
}
