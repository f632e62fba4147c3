/**
 * Sends the shop's e-mail through nodemailer: real SMTP when SMTP_URL is set, otherwise every
 * message is written as a JSON file to the outbox folder (names sort oldest first) and its link
 * logged, so a developer or a test can read what a shopper would receive.
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
  link?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer takes as long whether or not a message
   * went out (a reset request must not reveal which e-mails have accounts). Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every message sent in the background has been handed over. */
  flush(): Promise<void>;
};

export type MailerOptions = {
  from: string;
  smtpUrl: string | undefined;
  outboxDir: string;
  log: Log;
};

/** The part of Fastify's logger the mailer and auth use, so a command-line tool can supply one. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

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
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    // An account made by phone has a made-up address that no one reads (src/shared/phone.ts):
    // every mail path meets this one check instead of each remembering it.
    if (isPlaceholderEmail(message.to)) {
      log.debug(`mail to the placeholder ${message.to} not sent`);
      return;
    }
    // An order placed by phone without an e-mail keeps '' as its address: nobody to mail.
    if (message.to.trim() === '') return;
    // Named before any await, so files sort in the order the messages were sent.
    const file = path.join(outboxDir, outboxFileName(message.subject));
    const info = await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
    if (smtpUrl) return;
    await mkdir(outboxDir, { recursive: true });
    const stored = JSON.parse(String(info.message)) as Record<string, unknown>;
    // Written aside, then renamed: whoever reads the outbox never sees half a message.
    await writeFile(`${file}.partial`, `${JSON.stringify(stored, null, 2)}\n`);
    await rename(`${file}.partial`, file);
    log.info(`mail to ${message.to} written to ${file}${message.link ? `: ${message.link}` : ''}`);
  }

  return {
    send,
    sendInBackground(message) {
      const delivery = send(message)
        .catch((error: unknown) =>
          log.error({ err: error }, `could not send mail to ${message.to}`),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
