/**
 * SMTP when SMTP_URL is set; otherwise each message is a JSON file in the outbox folder, so a
 * developer or a test can read what a shopper would receive. Only the message worker calls this.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { isPlaceholderEmail } from '#shared/phone';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one link the message is about, logged when mail goes to the outbox. */
  link?: string | undefined;
};

export type Mailer = {
  send(message: MailMessage): Promise<string>;
};

export type MailerOptions = {
  from: string;
  smtpUrl: string | undefined;
  outboxDir: string;
  log: Log;
};

/** The part of Fastify's logger the mailer and auth use, so a command-line tool can supply one. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export class MailSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/** False for a phone-made account's placeholder (src/shared/phone.ts) and a phone order's ''. */
export function isMailable(address: string): boolean {
  return address.trim() !== '' && !isPlaceholderEmail(address);
}

/** Well inside the worker's two-minute lock, so a hung SMTP server never gets a mail sent twice. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** nodemailer puts the server's reply code on its errors: 5xx is final, the rest may pass later. */
function asMailSendError(error: unknown): MailSendError {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const permanent = typeof code === 'number' && code >= 500;
  return new MailSendError(`smtp: ${text}`, !permanent);
}

let sequence = 0;

/** A file name that sorts by time, then by order within the same millisecond. */
function outboxFileName(subject: string): string {
  sequence = (sequence + 1) % 10_000;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${stamp}-${String(sequence).padStart(4, '0')}-${slug}.json`;
}

export function createMailer({ from, smtpUrl, outboxDir, log }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });

  async function send(message: MailMessage): Promise<string> {
    // Never queued (enqueueMail checks too); kept here so no path can mail a placeholder.
    if (!isMailable(message.to)) {
      log.debug(`mail to "${message.to}" not sent: no real address`);
      return 'not-sent';
    }
    // Named before any await, so files sort in the order the messages were sent.
    const file = path.join(outboxDir, outboxFileName(message.subject));
    const mail = {
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    };
    if (smtpUrl) {
      try {
        const info = await transport.sendMail(mail);
        return String(info.messageId);
      } catch (error) {
        throw asMailSendError(error);
      }
    }
    const info = await transport.sendMail(mail);
    await mkdir(outboxDir, { recursive: true });
    const stored = JSON.parse(String(info.message)) as Record<string, unknown>;
    // Written aside, then renamed: whoever reads the outbox never sees half a message.
    await writeFile(`${file}.partial`, `${JSON.stringify(stored, null, 2)}\n`);
    await rename(`${file}.partial`, file);
    log.info(`mail to ${message.to} written to ${file}${message.link ? `: ${message.link}` : ''}`);
    return String(info.messageId);
  }

  return { send };
}
