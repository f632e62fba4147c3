/** Reads the shop's outbox (DATA_DIR/outbox) the way a shopper reads their inbox. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

type StoredMail = { to: { address: string }[]; subject: string; text: string };

/** The link in the newest mail to this address, waiting a little for it to arrive. */
export async function newestLinkTo(
  dataDir: string,
  email: string,
  subject: RegExp,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as StoredMail;
      if (mail.to.some((to) => to.address === email) && subject.test(mail.subject)) {
        const link = mail.text.match(/https?:\/\/\S+/)?.[0];
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail matching ${subject} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails the outbox holds (to wait for a new one). */
export async function outboxSize(dataDir: string): Promise<number> {
  return (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).filter((file) =>
    file.endsWith('.json'),
  ).length;
}

/** The subjects of every mail to this address, oldest first. */
export async function subjectsTo(dataDir: string, email: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const subjects: string[] = [];
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as StoredMail;
    if (mail.to.some((to) => to.address === email)) subjects.push(mail.subject);
  }
  return subjects;
}
