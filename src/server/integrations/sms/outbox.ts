/** With SMS_URL unset each SMS is a JSON file in $DATA_DIR/sms-outbox/, to read what would go. */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../../mail/mailer';
import type { SmsSender } from './sms-sender';

export type OutboxSms = { id: string; to: string; text: string; reference?: string; at: string };

let sequence = 0;

/** Time, then order within the millisecond, then the number: sorts by time and says who it is for. */
function outboxFileName(to: string): string {
  sequence = (sequence + 1) % 10_000;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(sequence).padStart(4, '0')}-${to.replace(/\D/g, '')}.json`;
}

export function createOutboxSender(outboxDir: string, log: Log): SmsSender {
  return {
    provider: 'outbox',
    async send(to, text, reference) {
      const file = path.join(outboxDir, outboxFileName(to));
      const sms: OutboxSms = {
        id: randomUUID(),
        to,
        text,
        reference,
        at: new Date().toISOString(),
      };
      await mkdir(outboxDir, { recursive: true });
      // Written aside, then renamed: whoever reads the outbox never sees half a message.
      await writeFile(`${file}.partial`, `${JSON.stringify(sms, null, 2)}\n`);
      await rename(`${file}.partial`, file);
      log.info(`sms to ${to} written to ${file}: ${text}`);
      return sms.id;
    },
  };
}

/** Every SMS in the outbox, oldest first (tests and the end-to-end journeys read codes here). */
export async function readSmsOutbox(outboxDir: string): Promise<OutboxSms[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  return Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxSms,
    ),
  );
}
