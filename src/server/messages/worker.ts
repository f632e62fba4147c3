/**
 * Drains the outgoing message queue (decisions 012 and 024) on every server. Each lane claims one
 * due message at a time with FOR UPDATE SKIP LOCKED and a lock deadline, so two servers never take
 * the same row and one that dies mid-send frees it. A lane claims only when free, so a code queued
 * behind thousands of order mails goes out as soon as one send ends. Delivery is at least once: a
 * gateway whose answer timed out gets the message again (SSL Wireless refuses the repeat by its
 * csms_id; the others may send twice).
 */
import { sql } from 'drizzle-orm';
import type { MessageChannel } from '#shared/messages';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { ConversionsApi, ServerEvent } from '../integrations/meta/conversions-api';
import type { SmsSender } from '../integrations/sms/sms-sender';
import type { Log, Mailer } from '../mail/mailer';
import { onMessageQueued } from './queue';

export type QueuedMessage = {
  id: string;
  channel: MessageChannel;
  recipient: string;
  topic: string;
  body: string;
  subject: string | null;
  html: string | null;
  link: string | null;
  attempts: number;
};

/** Answers the provider's id; throws with `retryable: false` when the message can never go. */
export type ChannelSender = (message: QueuedMessage) => Promise<string>;

export function smsChannel(sender: SmsSender): ChannelSender {
  return (message) => sender.send(message.recipient, message.body, message.id);
}

export function mailChannel(mailer: Mailer): ChannelSender {
  return (message) =>
    mailer.send({
      to: message.recipient,
      subject: message.subject ?? '',
      html: message.html ?? '',
      text: message.body,
      link: message.link ?? undefined,
    });
}

/** The body is the event as queued, user data already hashed (orders/meta-purchase.ts). */
export function metaChannel(api: ConversionsApi): ChannelSender {
  return (message) => api.send(JSON.parse(message.body) as ServerEvent);
}

export type MessageWorkerOptions = {
  db: Database;
  senders: Partial<Record<MessageChannel, ChannelSender>>;
  log: Log;
  /** How long a claimed message stays someone's; longer than any one send can take. */
  lockMs?: number;
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** At most this many messages of one channel a pass, so one pass never runs for ever. */
  maxPerPass?: number;
  parallel?: Partial<Record<MessageChannel, number>>;
};

export type DrainResult = { sent: number; retried: number; failed: number };

export type MessageWorker = {
  /** Passes in one process run one after another. */
  drainOnce(): Promise<DrainResult>;
  /** Polls every `intervalMs` and right after a message is queued in this process. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

const DEFAULTS = {
  lockMs: 2 * 60_000,
  firstBackoffMs: 5_000,
  maxBackoffMs: 15 * 60_000,
  maxPerPass: 50,
};
export const DEFAULT_PARALLEL = 4;

/** Up to a fifth is added so servers spread out. */
export function backoffMs(attempts: number, firstMs: number, maxMs: number): number {
  const base = Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** The innermost cause in the driver's words ('Query read timeout'), never the query around it. */
function outageReason(error: unknown): string {
  let innermost: unknown = error;
  for (let depth = 0; depth < 8; depth += 1) {
    const cause = innermost instanceof Error ? innermost.cause : undefined;
    if (!(cause instanceof Error)) break;
    innermost = cause;
  }
  const text = innermost instanceof Error ? innermost.message : String(innermost);
  return /failed query|select |update |insert /i.test(text) ? 'no answer' : text.slice(0, 200);
}

function isRetryable(error: unknown): boolean {
  return !(error instanceof Error && 'retryable' in error && error.retryable === false);
}

type ClaimedRow = QueuedMessage;

export function createMessageWorker(options: MessageWorkerOptions): MessageWorker {
  const { db, log } = options;
  const settings = { ...DEFAULTS, ...options };
  const channels = Object.keys(options.senders) as MessageChannel[];
  let stopping = false;

  /** Pending messages nobody holds whose time ran out: failed, so admins see them. */
  async function giveUpExpired(): Promise<number> {
    const result = await db.execute(sql`
      UPDATE outgoing_messages
      SET status = 'failed', locked_until = NULL,
          last_error = coalesce(last_error, 'not sent before it expired')
      WHERE status = 'pending' AND give_up_at <= now()
        AND (locked_until IS NULL OR locked_until <= now())
      RETURNING id`);
    return result.rows.length;
  }

  /** Most urgent first, then longest due (outgoing_messages_due_idx). */
  async function claimOne(channel: MessageChannel): Promise<ClaimedRow | undefined> {
    const result = await db.execute<ClaimedRow>(sql`
      UPDATE outgoing_messages
      SET locked_until = now() + ${settings.lockMs}::int * interval '1 millisecond',
          attempts = attempts + 1
      WHERE id = (
        SELECT id FROM outgoing_messages
        WHERE status = 'pending' AND channel = ${channel}
          AND next_attempt_at <= now() AND give_up_at > now()
          AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY priority DESC, next_attempt_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, recipient, topic, body, subject, html, link, attempts`);
    return result.rows[0];
  }

  // Each outcome is written only while the row is still this claim's (same attempt number, still
  // pending): a worker that overran its lock must not overwrite a later claim's result.
  const stillOurs = (row: ClaimedRow) =>
    sql`id = ${row.id} AND attempts = ${row.attempts} AND status = 'pending'`;

  async function markSent(row: ClaimedRow) {
    await db.execute(sql`
      UPDATE outgoing_messages SET status = 'sent', sent_at = now(), locked_until = NULL
      WHERE ${stillOurs(row)}`);
  }

  async function markNotSent(row: ClaimedRow, error: unknown): Promise<'retried' | 'failed'> {
    const delay = isRetryable(error)
      ? backoffMs(row.attempts, settings.firstBackoffMs, settings.maxBackoffMs)
      : null;
    const later = sql`now() + ${delay ?? 0}::int * interval '1 millisecond'`;
    const status =
      delay === null
        ? sql`'failed'`
        : sql`CASE WHEN ${later} >= give_up_at THEN 'failed' ELSE 'pending' END`;
    const result = await db.execute<{ status: string }>(sql`
      UPDATE outgoing_messages
      SET last_error = ${errorText(error)}, locked_until = NULL, next_attempt_at = ${later},
          status = ${status}
      WHERE ${stillOurs(row)}
      RETURNING status`);
    return result.rows[0]?.status === 'failed' ? 'failed' : 'retried';
  }

  async function sendOne(row: ClaimedRow, outcome: DrainResult) {
    const send = options.senders[row.channel];
    try {
      if (!send) throw new Error(`no sender for ${row.channel}`);
      const providerId = await send(row);
      await markSent(row);
      outcome.sent += 1;
      log.info(
        `${row.channel} ${row.topic} ${row.id} sent (attempt ${row.attempts}, ${providerId})`,
      );
    } catch (error) {
      const result = await markNotSent(row, error);
      outcome[result] += 1;
      log.warn(
        `${row.channel} ${row.topic} ${row.id} ${result} after attempt ${row.attempts}: ${errorText(error)}`,
      );
    }
  }

  /** Answers whether the pass's budget ran out with messages perhaps still due. */
  async function drainChannel(channel: MessageChannel, outcome: DrainResult): Promise<boolean> {
    let budget = settings.maxPerPass;
    let emptied = false;
    const lane = async () => {
      while (budget > 0 && !emptied && !stopping) {
        budget -= 1;
        const row = await claimOne(channel);
        if (!row) {
          emptied = true;
          return;
        }
        await sendOne(row, outcome);
      }
    };
    const lanes = Math.max(1, settings.parallel?.[channel] ?? DEFAULT_PARALLEL);
    // Every lane ends before the pass does, so a next pass never overlaps a lane under way.
    const ends = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const failure = ends.find((end) => end.status === 'rejected');
    if (failure) throw failure.reason;
    return !emptied && !stopping;
  }

  async function pass(): Promise<DrainResult & { more: boolean }> {
    const outcome: DrainResult = { sent: 0, retried: 0, failed: 0 };
    if (channels.length === 0) return { ...outcome, more: false };
    outcome.failed += await giveUpExpired();
    const ends = await Promise.allSettled(
      channels.map((channel) => drainChannel(channel, outcome)),
    );
    const failure = ends.find((end) => end.status === 'rejected');
    if (failure) throw failure.reason;
    return { ...outcome, more: ends.some((end) => end.status === 'fulfilled' && end.value) };
  }

  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  function passInTurn() {
    const next = running.then(async () => {
      busy = true;
      try {
        return await pass();
      } finally {
        busy = false;
      }
    });
    running = next.catch(() => {});
    return next;
  }

  function drainOnce(): Promise<DrainResult> {
    return passInTurn().then(({ more: _more, ...outcome }) => outcome);
  }

  /** An outage (decision 023) is warned of as it starts and as it ends, never each second. */
  let awaySince: number | null = null;

  function databaseAway(error: unknown) {
    if (awaySince !== null) return;
    awaySince = Date.now();
    log.warn(
      `the outgoing message queue waits: the database is unavailable (${outageReason(error)}); nothing is lost, sending resumes when it answers`,
    );
  }

  function databaseBack() {
    if (awaySince === null) return;
    log.info(
      `the outgoing message queue runs again: the database answers after ${Date.now() - awaySince} ms`,
    );
    awaySince = null;
  }

  /** Skipped while a pass runs; a pass with more due than it takes is followed at once. */
  function poll() {
    if (busy) return;
    passInTurn().then(
      ({ more }) => {
        databaseBack();
        if (more && timer) setImmediate(poll);
      },
      (error: unknown) => {
        if (isDatabaseUnavailable(error)) databaseAway(error);
        else log.error({ err: error }, 'draining the outgoing message queue failed');
      },
    );
  }

  return {
    drainOnce,
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(poll, intervalMs);
      timer.unref();
      // Try at once, deferred a moment so the caller's transaction has committed.
      unsubscribe = onMessageQueued(() => setTimeout(poll, 20).unref());
      poll();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await running;
      stopping = false;
    },
  };
}
