/**
 * E-mail on the outgoing queue (decision 024), sent to a local SMTP stand-in that refuses, drops
 * and accepts: nothing is lost while it is down, a final refusal is failed for admins at once, a
 * late link still works (or the mail is given up), and two workers send each mail once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpStandIn, startSmtpStandIn, textOf } from '../../../tests/support/smtp-stand-in';
import { outgoingMessages, users, verifications } from '../db/schema';
import { recordingLog } from '../integrations/sms/stand-in-gateway';
import { createMailer } from '../mail/mailer';
import { RESET_LINK_SECONDS, VERIFY_LINK_SECONDS } from '../modules/auth/auth';
import {
  createShopper,
  post,
  register,
  type SignedInShopper,
  shopperDetails,
} from '../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../test/test-app';
import { enqueueMail } from './queue';
import { createMessageWorker, mailChannel } from './worker';

let t: TestApp;
let smtp: SmtpStandIn;
let shopper: SignedInShopper;
const { log } = recordingLog();

beforeAll(async () => {
  // The app's worker sends to its outbox only when a test reads it (sign-up's mail, below); the
  // mail under test goes through smtpWorker() to the stand-in.
  t = await createTestApp({ messagePollMs: 0 });
  smtp = await startSmtpStandIn();
  shopper = await createShopper(t.app);
  await setProduct(t.db, 1, { stockQuantity: 500, status: 'active' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outgoingMessages);
  smtp.received.length = 0;
  await smtp.accept();
});

function smtpWorker() {
  const mailer = createMailer({
    from: 'Sajghor <shop@example.com>',
    smtpUrl: smtp.url,
    outboxDir: mkdtempSync(path.join(tmpdir(), 'unused-outbox-')),
    log,
  });
  return createMessageWorker({ db: t.db, senders: { email: mailChannel(mailer) }, log });
}

async function rowsAbout(topic: string) {
  return t.db.select().from(outgoingMessages).where(like(outgoingMessages.topic, topic));
}

/** As if each row's backoff had passed. */
async function makeAllDue() {
  await t.db.update(outgoingMessages).set({ nextAttemptAt: sql`now()` });
}

async function placeOrder(email: string) {
  await fillCart(t.app, shopper, [[1, 1]]);
  const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', checkoutBody({ email }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id as string;
}

describe('e-mail while SMTP is down', () => {
  it('keeps an order’s mail queued while SMTP refuses and drops, and sends it once when it accepts', async () => {
    await smtp.behave({ kind: 'closed' });
    const orderId = await placeOrder('outage-buyer@example.com');
    // Written with the order, before the answer.
    const [queued] = await rowsAbout('order.placed');
    expect(queued).toMatchObject({
      channel: 'email',
      recipient: 'outage-buyer@example.com',
      orderId,
      status: 'pending',
      subject: `Your Sajghor order #${orderId.slice(0, 8)}`,
    });

    const worker = smtpWorker();
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowsAbout('order.placed'))[0]?.lastError).toContain('ECONNREFUSED');

    await smtp.behave({ kind: 'drop' });
    await makeAllDue();
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(smtp.connections()).toBeGreaterThan(0);

    await smtp.accept();
    await makeAllDue();
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [arrived] = smtp.received;
    if (!arrived) throw new Error('no mail arrived');
    expect(arrived).toMatchObject({
      to: ['outage-buyer@example.com'],
      subject: `Your Sajghor order #${orderId.slice(0, 8)}`,
    });
    expect(textOf(arrived)).toContain(`/account/orders/${orderId}`);
    expect((await rowsAbout('order.placed'))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('fails a mail the server refuses for good (5xx) at once, and retries a 4xx', async () => {
    await smtp.behave({ kind: 'refuse-recipient', code: 550, text: '5.1.1 No such mailbox' });
    await enqueueMail(t.db, {
      to: 'nobody@example.com',
      topic: 'order.placed',
      subject: 'Your order',
      html: '<p>Thanks</p>',
      text: 'Thanks',
    });
    expect(await smtpWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [refused] = await rowsAbout('order.placed');
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused?.lastError).toContain('550');

    await smtp.behave({ kind: 'refuse-recipient', code: 451, text: '4.3.0 Try again later' });
    await enqueueMail(t.db, {
      to: 'greylisted@example.com',
      topic: 'order.cancelled',
      subject: 'Cancelled',
      html: '<p>Cancelled</p>',
      text: 'Cancelled',
    });
    expect(await smtpWorker().drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowsAbout('order.cancelled'))[0]).toMatchObject({ status: 'pending' });
  });

  it('never queues mail for a placeholder or empty address', async () => {
    const mail = { topic: 'order.placed', subject: 'S', html: '<p>S</p>', text: 'S' };
    expect(await enqueueMail(t.db, { ...mail, to: '8801711222333@phone.invalid' })).toBe(false);
    expect(await enqueueMail(t.db, { ...mail, to: '  ' })).toBe(false);
    expect(await t.db.select().from(outgoingMessages)).toEqual([]);
  });
});

/** The seconds-since-epoch expiry inside a verification link's token (a JWT). */
function tokenExpiry(link: string): number {
  const token = new URL(link).searchParams.get('token') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return payload.exp as number;
}

describe('a link mail sent late', () => {
  it('gives a verification mail up before its link dies, and one sent late still verifies', async () => {
    await smtp.behave({ kind: 'closed' });
    const details = shopperDetails();
    expect((await register(t.app, details)).statusCode).toBe(200);
    const [queued] = await rowsAbout('auth.verify');
    if (!queued?.link) throw new Error('no verification mail queued');
    const linkDiesAt = tokenExpiry(queued.link) * 1000;
    expect(queued.giveUpAt.getTime()).toBeLessThan(linkDiesAt);
    expect(linkDiesAt - queued.giveUpAt.getTime()).toBeLessThanOrEqual(61_000);
    expect(linkDiesAt - Date.now()).toBeGreaterThan((VERIFY_LINK_SECONDS - 60) * 1000);

    const worker = smtpWorker();
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await smtp.accept();
    await makeAllDue();
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.received;
    if (!mail) throw new Error('no mail arrived');
    const link = new URL(textOf(mail).match(/https?:\/\/\S+/)?.[0] ?? '');
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    const [user] = await t.db.select().from(users).where(eq(users.email, details.email));
    expect(user?.emailVerified).toBe(true);
  });

  it('never sends a reset mail whose link has died: it is failed for admins instead', async () => {
    await smtp.behave({ kind: 'closed' });
    const reset = await post(t.app, '/api/auth/request-password-reset', {
      email: shopper.email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    const [queued] = await rowsAbout('auth.reset');
    if (!queued) throw new Error('no reset mail queued');
    const [token] = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    expect(queued.giveUpAt.getTime()).toBeLessThan(token?.expiresAt.getTime() ?? 0);
    expect(queued.giveUpAt.getTime() - Date.now()).toBeLessThan(RESET_LINK_SECONDS * 1000);

    const worker = smtpWorker();
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // SMTP comes back only after the link's time ran out.
    await t.db
      .update(outgoingMessages)
      .set({ giveUpAt: sql`now() - interval '1 second'`, nextAttemptAt: sql`now()` })
      .where(eq(outgoingMessages.id, queued.id));
    await smtp.accept();
    expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(smtp.received).toEqual([]);
    expect((await rowsAbout('auth.reset'))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('several servers', () => {
  it('sends each mail once when two workers drain the same queue together', async () => {
    for (let index = 0; index < 30; index += 1) {
      await enqueueMail(t.db, {
        to: `together-${index}@example.com`,
        topic: 'order.placed',
        subject: `Order ${index}`,
        html: `<p>Order ${index}</p>`,
        text: `Order ${index}`,
      });
    }
    const [first, second] = [smtpWorker(), smtpWorker()];
    const results = await Promise.all([
      first.drainOnce(),
      second.drainOnce(),
      first.drainOnce(),
      second.drainOnce(),
    ]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    expect(smtp.received).toHaveLength(30);
    const recipients = smtp.received.map((mail) => mail.to.join());
    expect(new Set(recipients).size).toBe(30);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
  });
});
