import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMessages } from '../db/schema';
import { createSmsSender } from '../integrations/sms/create-sender';
import { readSmsOutbox } from '../integrations/sms/outbox';
import { parseSmsUrl } from '../integrations/sms/settings';
import { SmsSendError } from '../integrations/sms/sms-sender';
import {
  recordingLog,
  type StandInGateway,
  startStandInGateway,
} from '../integrations/sms/stand-in-gateway';
import { createTestApp, type TestApp } from '../test/test-app';
import { enqueueMail, enqueueMessage, priorityOf } from './queue';
import { type ChannelSender, createMessageWorker, smsChannel } from './worker';

let t: TestApp;
let gateway: StandInGateway;
const { log } = recordingLog();

beforeAll(async () => {
  // The app's own worker stays idle: these tests drive their workers pass by pass.
  t = await createTestApp({ messagePollMs: 0 });
  gateway = await startStandInGateway(() => ({ status: 201, body: { sid: 'SM1' } }));
});
afterAll(async () => {
  await gateway.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outgoingMessages);
  gateway.received.length = 0;
  gateway.answer(() => ({ status: 201, body: { sid: 'SM1' } }));
});

let number = 0;
async function queueSms(topic = 'order.shipped', body = 'আপনার অর্ডার পাঠানো হয়েছে') {
  number += 1;
  const recipient = `+88017${String(number).padStart(8, '0')}`;
  await enqueueMessage(t.db, { channel: 'sms', recipient, topic, body });
  const [row] = await t.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.recipient, recipient));
  if (!row) throw new Error('not queued');
  return row;
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(outgoingMessages).where(eq(outgoingMessages.id, id));
  if (!row) throw new Error(`no message ${id}`);
  return row;
}

/** Makes a message scheduled for later due now, as if its backoff had passed. */
async function makeDue(id: string) {
  await t.db
    .update(outgoingMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outgoingMessages.id, id));
}

function twilioWorker(timeoutMs = 1000) {
  const settings = parseSmsUrl(`twilio://AC1:token@%2B15005550006?endpoint=${gateway.url}`);
  const sender = createSmsSender({ settings, outboxDir: '', timeoutMs }, log);
  return createMessageWorker({ db: t.db, senders: { sms: smsChannel(sender) }, log });
}

describe('the message worker', () => {
  it('sends a due SMS through the gateway and marks it sent', async () => {
    const queued = await queueSms();
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(gateway.received[0]?.fields).toMatchObject({
      To: queued.recipient,
      Body: 'আপনার অর্ডার পাঠানো হয়েছে',
    });
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('loses nothing while the gateway is down: retried with growing waits, sent when it is back', async () => {
    const queued = await queueSms();
    gateway.answer(() => ({ status: 503, body: { code: 20503, message: 'Service Unavailable' } }));
    const worker = twilioWorker();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = Date.now();
      expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await rowOf(queued.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lockedUntil: null });
      expect(row.lastError).toContain('twilio: HTTP 503');
      waits.push(row.nextAttemptAt.getTime() - before);
      // Not due yet: another pass leaves it alone.
      expect(await worker.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      await makeDue(queued.id);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(4000);
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits[2]).toBeGreaterThan(waits[1] ?? 0);

    gateway.answer(() => ({ status: 201, body: { sid: 'SM-back' } }));
    expect(await worker.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 4 });
    expect(gateway.received).toHaveLength(4);
  });

  it('retries a gateway that answers too slowly', async () => {
    const queued = await queueSms();
    gateway.answer(() => ({ delayMs: 1500, status: 201, body: { sid: 'SM-late' } }));
    expect(await twilioWorker(200).drainOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowOf(queued.id)).lastError).toContain('no answer within 200ms');
    gateway.answer(() => ({ status: 201, body: { sid: 'SM-fast' } }));
    await makeDue(queued.id);
    expect(await twilioWorker(200).drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
  });

  it('fails at once what the gateway refuses for good, with its reason for admins', async () => {
    const queued = await queueSms();
    gateway.answer(() => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number." },
    }));
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await rowOf(queued.id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('21211');
  });

  it('gives up on a sign-in code it cannot send in time, and on one that expired waiting', async () => {
    const otp = await queueSms('otp', 'Your code is 123456');
    gateway.answer(() => ({ status: 500, body: {} }));
    // A minute before the code expires a failed send is the last one: the next would be too late.
    await t.db
      .update(outgoingMessages)
      .set({ giveUpAt: sql`now() + interval '3 seconds'` })
      .where(eq(outgoingMessages.id, otp.id));
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rowOf(otp.id)).status).toBe('failed');

    const stale = await queueSms('otp', 'Your code is 654321');
    await t.db
      .update(outgoingMessages)
      .set({ giveUpAt: sql`now() - interval '1 second'` })
      .where(eq(outgoingMessages.id, stale.id));
    gateway.received.length = 0;
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(stale.id)).toMatchObject({
      status: 'failed',
      attempts: 0,
      lastError: 'not sent before it expired',
    });
    expect(gateway.received).toHaveLength(0);
  });

  it('leaves a message another worker holds, and takes it back once that lock has run out', async () => {
    const queued = await queueSms();
    await t.db
      .update(outgoingMessages)
      .set({ lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(outgoingMessages.id, queued.id));
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // The worker that held it died: its lock runs out and the message goes.
    await t.db
      .update(outgoingMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outgoingMessages.id, queued.id));
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not overwrite what a later claim wrote when its own lock ran out mid-send', async () => {
    const queued = await queueSms();
    const later = twilioWorker();
    const slow: ChannelSender = async (message) => {
      await t.db
        .update(outgoingMessages)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outgoingMessages.id, message.id));
      await later.drainOnce();
      throw new SmsSendError('answer lost', true);
    };
    // One lane: a second lane of this worker could claim the row once its lock runs out.
    const first = createMessageWorker({
      db: t.db,
      senders: { sms: slow },
      log,
      parallel: { sms: 1 },
    });
    await first.drainOnce();
    expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves e-mail in the queue for the worker that can send it', async () => {
    await enqueueMail(t.db, {
      to: 'shopper@example.com',
      topic: 'order.shipped',
      subject: 'Shipped',
      html: '<p>Shipped</p>',
      text: 'Shipped',
    });
    expect(await twilioWorker().drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [row] = await t.db.select().from(outgoingMessages);
    expect(row).toMatchObject({ channel: 'email', status: 'pending', attempts: 0 });
  });

  it('sends each message once when two servers drain the same queue at the same time', async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 30; index += 1) ids.add((await queueSms()).id);
    const sends: string[] = [];
    const recordingSender =
      (server: string): ChannelSender =>
      async (message) => {
        sends.push(message.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `${server}-${message.id}`;
      };
    const servers = ['a', 'b'].map((server) =>
      createMessageWorker({ db: t.db, senders: { sms: recordingSender(server) }, log }),
    );
    const results = await Promise.all(
      servers.flatMap((server) => [server.drainOnce(), server.drainOnce()]),
    );
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(30);
    expect(sends).toHaveLength(30);
    expect(new Set(sends)).toEqual(ids);
    const statuses = await t.db.select({ status: outgoingMessages.status }).from(outgoingMessages);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});

describe('codes before news, a few at a time per channel (issue 37)', () => {
  /** A burst of orders' news, already waiting: thousands of mails and SMS, oldest first. */
  async function queueBacklog(mails: number, sms: number) {
    const giveUpAt = new Date(Date.now() + 24 * 60 * 60_000);
    const rows = [
      ...Array.from({ length: mails }, (_, index) => ({
        channel: 'email' as const,
        recipient: `buyer${index}@example.com`,
        topic: 'order.placed',
        subject: 'Your order',
        html: '<p>Thank you</p>',
        body: 'Thank you',
        nextAttemptAt: new Date(Date.now() - 60_000 + index),
        giveUpAt,
      })),
      ...Array.from({ length: sms }, (_, index) => ({
        channel: 'sms' as const,
        recipient: `+88018${String(index).padStart(8, '0')}`,
        topic: 'order.placed',
        body: 'অর্ডার পেয়েছি',
        nextAttemptAt: new Date(Date.now() - 60_000 + index),
        giveUpAt,
      })),
    ];
    for (let start = 0; start < rows.length; start += 500) {
      await t.db.insert(outgoingMessages).values(rows.slice(start, start + 500));
    }
  }

  /** Senders that record the order they are called in and how many are under way at once. */
  function recordingSenders(lanes: { sms: number; email: number }) {
    const started: { channel: string; topic: string; id: string }[] = [];
    const inFlight = { sms: 0, email: 0 };
    const most = { sms: 0, email: 0 };
    const sender =
      (channel: 'sms' | 'email'): ChannelSender =>
      async (message) => {
        started.push({ channel, topic: message.topic, id: message.id });
        inFlight[channel] += 1;
        most[channel] = Math.max(most[channel], inFlight[channel]);
        // Held until the channel's other lanes have claimed too (or a second passed), so their
        // overlap does not hang on how fast a loaded machine answers the claims.
        const since = Date.now();
        while (inFlight[channel] < lanes[channel] && Date.now() - since < 1000) {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        most[channel] = Math.max(most[channel], inFlight[channel]);
        inFlight[channel] -= 1;
        return `${channel}-${message.id}`;
      };
    return { started, most, senders: { sms: sender('sms'), email: sender('email') } };
  }

  it('sends a sign-in code and a verification mail queued behind thousands of orders’ news first', async () => {
    await queueBacklog(3000, 1000);
    await enqueueMessage(t.db, {
      channel: 'sms',
      recipient: '+8801711000111',
      topic: 'otp',
      body: 'কোড ১২৩৪৫৬',
    });
    await enqueueMail(t.db, {
      to: 'new-shopper@example.com',
      topic: 'auth.verify',
      subject: 'Confirm your e-mail',
      html: '<p>Confirm</p>',
      text: 'Confirm',
    });
    const parallel = { sms: 2, email: 3 };
    const { started, most, senders } = recordingSenders(parallel);
    const worker = createMessageWorker({
      db: t.db,
      senders,
      log,
      parallel,
      maxPerPass: 12,
    });
    expect(await worker.drainOnce()).toEqual({ sent: 24, retried: 0, failed: 0 });
    // The urgent message goes in its channel's first claims, not after the backlog. The lanes
    // claim at once, so on PostgreSQL another lane's claim may answer a moment sooner.
    const firstTopics = (channel: string, lanes: number) =>
      started
        .filter((send) => send.channel === channel)
        .slice(0, lanes)
        .map((send) => send.topic);
    expect(firstTopics('sms', 2)).toContain('otp');
    expect(firstTopics('email', 3)).toContain('auth.verify');
    // Several at once on each channel, never more than its lanes.
    expect(most).toEqual({ sms: 2, email: 3 });
    const urgent = await t.db
      .select({ priority: outgoingMessages.priority, status: outgoingMessages.status })
      .from(outgoingMessages)
      .where(sql`${outgoingMessages.topic} in ('otp', 'auth.verify')`);
    expect(urgent).toEqual([
      { priority: 1, status: 'sent' },
      { priority: 1, status: 'sent' },
    ]);
  });

  it('claims a code queued during a pass as soon as one send ends, ahead of the backlog', async () => {
    await queueBacklog(0, 2000);
    const started: string[] = [];
    const gates: (() => void)[] = [];
    let open = false;
    const held: ChannelSender = async (message) => {
      started.push(message.topic);
      if (!open) await new Promise<void>((release) => gates.push(release));
      return `sms-${message.id}`;
    };
    const worker = createMessageWorker({
      db: t.db,
      senders: { sms: held },
      log,
      parallel: { sms: 3 },
      maxPerPass: 10,
    });
    /** Polls for what the lanes do; a worker that never gets there fails here, not by timing out. */
    const until = async (done: () => boolean, what: string) => {
      for (let waited = 0; !done(); waited += 5) {
        if (waited > 5000) throw new Error(`never ${what}: started ${started.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const pass = worker.drainOnce();
    // The three lanes each hold an order's SMS in flight, with 1,997 waiting behind them.
    await until(() => gates.length === 3, 'three sends under way at once');
    expect(started).toEqual(['order.placed', 'order.placed', 'order.placed']);
    await enqueueMessage(t.db, {
      channel: 'sms',
      recipient: '+8801711000222',
      topic: 'otp',
      body: 'কোড ৬৫৪৩২১',
    });
    // One send ends: that lane's next claim is the code.
    gates.shift()?.();
    await until(() => started.length === 4, 'a fourth send');
    expect(started[3]).toBe('otp');
    open = true;
    for (const release of gates.splice(0)) release();
    expect(await pass).toEqual({ sent: 10, retried: 0, failed: 0 });
  });

  it('ranks codes and account mail above news when they are queued', () => {
    expect(['otp', 'auth.verify', 'auth.reset'].map(priorityOf)).toEqual([1, 1, 1]);
    expect(['order.placed', 'delivery.delivered', 'return.approved'].map(priorityOf)).toEqual([
      0, 0, 0,
    ]);
  });
});

describe('the app', () => {
  it('starts a worker that writes a queued SMS to the outbox at once and stops with the app', async () => {
    const app = await createTestApp();
    try {
      await enqueueMessage(app.db, {
        channel: 'sms',
        recipient: '+8801711222333',
        topic: 'otp',
        body: 'আপনার কোড ১২৩৪৫৬',
      });
      let outbox = await readSmsOutbox(app.config.sms.outboxDir);
      for (let waited = 0; outbox.length === 0 && waited < 3000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        outbox = await readSmsOutbox(app.config.sms.outboxDir);
      }
      expect(outbox).toEqual([
        expect.objectContaining({ to: '+8801711222333', text: 'আপনার কোড ১২৩৪৫৬' }),
      ]);
      const [row] = await app.db.select().from(outgoingMessages);
      expect(row?.status).toBe('sent');
      expect(outbox[0]?.reference).toBe(row?.id);
    } finally {
      await app.close();
    }
  });
});
