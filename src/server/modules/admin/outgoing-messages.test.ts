import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMessages } from '../../db/schema';
import { readSmsOutbox } from '../../integrations/sms/outbox';
import { enqueueMail, enqueueMessage } from '../../messages/queue';
import { createAdmin, createShopper, readOutbox } from '../../test/fixtures/accounts';
import { createTestApp, originOf, type TestApp } from '../../test/test-app';
import { maskRecipient } from './outgoing-message-service';

let t: TestApp;
let admin: string;
let shopper: string;

beforeAll(async () => {
  // No polling: the tests decide when the queue is drained.
  t = await createTestApp({ messagePollMs: 0 });
  admin = (await createAdmin(t.app, t.db)).cookie;
  shopper = (await createShopper(t.app)).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outgoingMessages);
});

async function queue(recipient: string, topic: string, status: 'pending' | 'sent' | 'failed') {
  await enqueueMessage(t.db, { channel: 'sms', recipient, topic, body: 'Your code is 123456' });
  const [row] = await t.db
    .update(outgoingMessages)
    .set({
      status,
      attempts: status === 'pending' ? 0 : 3,
      lastError: status === 'failed' ? 'twilio: HTTP 503 Service Unavailable' : null,
    })
    .where(eq(outgoingMessages.recipient, recipient))
    .returning();
  if (!row) throw new Error('not queued');
  return row;
}

const list = (query = '', cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers: { cookie } });
const retry = (id: string, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/messages/${id}/retry`,
    headers: { cookie, origin: originOf(t.app) },
  });

describe('Admin → Notifications', () => {
  it('hides most of a recipient', () => {
    expect(maskRecipient('+8801711222333')).toBe('+880171•••••33');
    expect(maskRecipient('shopper@example.com')).toBe('sh•••@example.com');
  });

  it('lists messages newest first by status, never their text, for admins only', async () => {
    await queue('+8801711000001', 'otp', 'sent');
    const failed = await queue('+8801711000002', 'order.shipped', 'failed');
    await queue('+8801711000003', 'order.placed', 'pending');

    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.body).not.toContain('123456');
    expect(all.body).not.toContain('+8801711000002');

    const onlyFailed = (await list('?status=failed')).json();
    expect(onlyFailed.total).toBe(1);
    expect(onlyFailed.messages[0]).toMatchObject({
      id: failed.id,
      channel: 'sms',
      recipient: '+880171•••••02',
      topic: 'order.shipped',
      status: 'failed',
      attempts: 3,
      lastError: 'twilio: HTTP 503 Service Unavailable',
      sentAt: null,
    });

    expect((await list('?status=lost')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('', shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(
      401,
    );
  });

  it('sends a failed message again, with a fresh time to give up', async () => {
    const failed = await queue('+8801711000004', 'order.shipped', 'failed');
    await t.db
      .update(outgoingMessages)
      .set({ giveUpAt: sql`now() - interval '1 hour'` })
      .where(eq(outgoingMessages.id, failed.id));

    const answer = await retry(failed.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: failed.id, status: 'pending' });
    await t.app.messageWorker.drainOnce();
    const [row] = await t.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, failed.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 4 });
    const outbox = await readSmsOutbox(t.app.config.sms.outboxDir);
    expect(outbox.map((sms) => sms.to)).toContain('+8801711000004');
  });

  it('refuses to retry what is not failed, what does not exist, and for a shopper', async () => {
    const sent = await queue('+8801711000005', 'otp', 'sent');
    const notFailed = await retry(sent.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toBe('Only a failed message can be sent again');
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry('not-a-uuid')).statusCode).toBe(400);
    const failed = await queue('+8801711000006', 'otp', 'failed');
    expect((await retry(failed.id, shopper)).statusCode).toBe(403);
  });

  async function failedMail(to: string, topic: string, giveUpAt?: Date) {
    await enqueueMail(t.db, {
      to,
      topic,
      subject: `Mail about ${topic}`,
      html: '<p>Open https://shop.example/secret-link</p>',
      text: 'Open https://shop.example/secret-link',
      ...(giveUpAt ? { giveUpAt } : {}),
    });
    const [row] = await t.db
      .update(outgoingMessages)
      .set({ status: 'failed', attempts: 5, lastError: 'smtp: connect ECONNREFUSED' })
      .where(eq(outgoingMessages.recipient, to))
      .returning();
    if (!row) throw new Error('not queued');
    return row;
  }

  it('shows a failed e-mail with its subject, never its text, and sends it again', async () => {
    const failed = await failedMail('late-order@example.com', 'order.placed');
    const listed = (await list('?status=failed')).json();
    expect(listed.messages[0]).toMatchObject({
      id: failed.id,
      channel: 'email',
      recipient: 'la•••@example.com',
      topic: 'order.placed',
      subject: 'Mail about order.placed',
      lastError: 'smtp: connect ECONNREFUSED',
    });
    expect(JSON.stringify(listed)).not.toContain('secret-link');

    expect((await retry(failed.id)).statusCode).toBe(200);
    const mails = await readOutbox(t.app);
    expect(mails.filter((mail) => mail.to === 'late-order@example.com')).toEqual([
      expect.objectContaining({ subject: 'Mail about order.placed' }),
    ]);
  });

  it('keeps a verification mail’s deadline on retry, and refuses one whose link has died', async () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    const live = await failedMail('live-link@example.com', 'auth.verify', inTenMinutes);
    const answer = await retry(live.id);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, live.id));
    expect(row?.giveUpAt.getTime()).toBe(live.giveUpAt.getTime());

    const dead = await failedMail(
      'dead-link@example.com',
      'auth.reset',
      new Date(Date.now() - 1000),
    );
    const refused = await retry(dead.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'The link in this e-mail has expired: the shopper can ask for a new one',
    });
  });
});
