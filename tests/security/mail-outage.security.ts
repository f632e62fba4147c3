/**
 * No mail lost (issue 26, decision 024): a shop whose SMTP_URL points at a local stand-in keeps
 * taking orders and sign-ups at a steady pace for a minute while the stand-in refuses (its port
 * closed for the first half, connections dropped at once for the second), then accepts. Every
 * mail of that minute arrives exactly once, counted by recipient and subject and by Message-ID,
 * none is failed, and each verification link that arrives late still verifies.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { outgoingMessages, users } from '../../src/server/db/schema';
import {
  register,
  type SignedInShopper,
  shopperDetails,
  uniqueEmail,
} from '../../src/server/test/fixtures/accounts';
import {
  checkoutBody,
  createShoppers,
  fillCart,
  setProduct,
} from '../../src/server/test/fixtures/orders';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../src/server/test/test-app';
import {
  type ReceivedMail,
  type SmtpStandIn,
  startSmtpStandIn,
  textOf,
} from '../support/smtp-stand-in';

const OUTAGE_MS = 60_000;
/** One order and one sign-up every this long: 30 of each in the minute. */
const PACE_MS = 2_000;
/** Short waits so the test need not sit through production's (5 s doubling to 15 min). */
const RETRY = { firstBackoffMs: 500, maxBackoffMs: 2_000 };

let t: TestApp;
let shop: FastifyInstance;
let smtp: SmtpStandIn;
let shoppers: SignedInShopper[];

beforeAll(async () => {
  // Shoppers are made and verified through the file outbox first, on an app that sends nothing
  // by itself; the shop under test shares its database and sends to the stand-in.
  t = await createTestApp({ messagePollMs: 0 });
  await setProduct(t.db, 1, { stockQuantity: 1_000, status: 'active' });
  shoppers = await createShoppers(t.app, 3);
  smtp = await startSmtpStandIn();
  const config = testConfig({ messagePollMs: 200, messageRetry: RETRY });
  shop = await buildApp(
    { ...config, mail: { ...config.mail, smtpUrl: smtp.url } },
    { database: t.database },
  );
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
  await t?.close();
});

type Expected = { to: string; subject: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function placeOrder(who: SignedInShopper, subjects: Expected[]) {
  await fillCart(shop, who, [[1, 1]]);
  const email = uniqueEmail('outage-order');
  const placed = await injectAs(shop, who, 'POST', '/api/orders', checkoutBody({ email }));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as string;
  subjects.push({ to: email, subject: `Your Sajghor order #${orderId.slice(0, 8)}` });
}

async function signUp(subjects: Expected[]) {
  const details = shopperDetails({ email: uniqueEmail('outage-sign-up') });
  const answer = await register(shop, details);
  expect(answer.statusCode, answer.body).toBe(200);
  subjects.push({ to: details.email, subject: 'Verify your email for Sajghor' });
}

async function rowsOfTheMinute(ids: string[]) {
  return t.db.select().from(outgoingMessages).where(inArray(outgoingMessages.recipient, ids));
}

/** Shoppers order and sign up at a steady pace through the outage; answers the mails due. */
async function aMinuteOfShopping(): Promise<Expected[]> {
  const expected: Expected[] = [];
  const started = Date.now();
  const beats = OUTAGE_MS / PACE_MS;
  await smtp.behave({ kind: 'closed' });
  for (let beat = 0; beat < beats; beat += 1) {
    if (beat === beats / 2) await smtp.behave({ kind: 'drop' });
    const who = shoppers[beat % shoppers.length] as SignedInShopper;
    await Promise.all([placeOrder(who, expected), signUp(expected)]);
    await sleep(Math.max(0, started + (beat + 1) * PACE_MS - Date.now()));
  }
  return expected;
}

async function untilAllSent(recipients: string[], withinMs: number) {
  const deadline = Date.now() + withinMs;
  let rows = await rowsOfTheMinute(recipients);
  while (rows.some((row) => row.status !== 'sent') && Date.now() < deadline) {
    await sleep(250);
    rows = await rowsOfTheMinute(recipients);
  }
  return rows;
}

/** How often each recipient and subject arrived. */
function arrivals(mails: ReceivedMail[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const mail of mails) {
    const key = `${mail.to.join()}|${mail.subject}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return count;
}

describe('SMTP refusing for a minute', () => {
  it('delivers every mail of that minute exactly once when SMTP accepts again', async () => {
    const expected = await aMinuteOfShopping();
    const recipients = expected.map((mail) => mail.to);
    expect(expected).toHaveLength(60);

    // Through the whole minute: nothing arrived, nothing given up, all of it waiting its turn.
    expect(smtp.received).toEqual([]);
    const waiting = await rowsOfTheMinute(recipients);
    expect(waiting).toHaveLength(60);
    expect(waiting.filter((row) => row.status !== 'pending')).toEqual([]);
    // Tried again and again meanwhile (the newest, queued a moment ago, may not be tried yet).
    expect(waiting.some((row) => row.attempts > 1)).toBe(true);

    await smtp.accept();
    const rows = await untilAllSent(recipients, 60_000);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    // A moment more: a second delivery of anything would show now.
    await sleep(2 * RETRY.maxBackoffMs);

    const arrived = smtp.received.filter((mail) => mail.to.some((to) => recipients.includes(to)));
    const count = arrivals(arrived);
    for (const mail of expected) expect(count.get(`${mail.to}|${mail.subject}`)).toBe(1);
    expect(arrived).toHaveLength(expected.length);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(expected.length);

    // Each late verification link still works.
    for (const mail of arrived.filter((item) => item.subject.startsWith('Verify'))) {
      const link = new URL(textOf(mail).match(/https?:\/\/\S+/)?.[0] ?? '');
      const opened = await shop.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(opened.statusCode).toBe(302);
      const [user] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, mail.to[0] ?? ''));
      expect(user?.emailVerified).toBe(true);
    }
  });
});
