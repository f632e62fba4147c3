/**
 * Reads the shop's SMS outbox ($DATA_DIR/sms-outbox, where every SMS goes while SMS_URL is unset)
 * the way a shopper reads the texts on their phone.
 */
import path from 'node:path';
import { readSmsOutbox } from '../../src/server/integrations/sms/outbox';

export type Sms = { to: string; text: string };

/** Every SMS sent to the number (in its +8801XXXXXXXXX form), oldest first. */
export async function smsTo(dataDir: string, phoneNumber: string): Promise<Sms[]> {
  const all = await readSmsOutbox(path.join(dataDir, 'sms-outbox'));
  return all.filter((sms) => sms.to === phoneNumber).map(({ to, text }) => ({ to, text }));
}

/**
 * The first SMS to the number after the `seen` ones it already had that `matches`, waiting for
 * it: the message worker sends from its queue a moment after the news.
 */
export async function nextSmsTo(
  dataDir: string,
  phoneNumber: string,
  { seen = 0, matches = () => true }: { seen?: number; matches?: (text: string) => boolean } = {},
): Promise<Sms> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await smsTo(dataDir, phoneNumber)).slice(seen).find((sms) => matches(sms.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No SMS to ${phoneNumber} after the first ${seen}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** '৪৫১২০৯' → '451209': the digits a shopper types back, whichever script the SMS used. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)));
}

/** The 6-digit sign-in code in the next SMS to the number that carries one. */
export async function signInCodeFor(dataDir: string, phoneNumber: string, seen = 0) {
  const sms = await nextSmsTo(dataDir, phoneNumber, {
    seen,
    matches: (text) => /(?<![0-9০-৯])[0-9০-৯]{6}(?![0-9০-৯])/.test(text),
  });
  return asciiDigits(sms.text.match(/(?<![0-9০-৯])[0-9০-৯]{6}(?![0-9০-৯])/)?.[0] ?? '');
}
