/**
 * The outgoing message worker while its database goes away and comes back (issue 37). Before, it
 * logged an error with the whole SQL text every second of an outage, while requests in the same
 * outage were warnings, so an alert on errors fired for what is "back in a moment" (decision 023).
 * Now: one warning when the outage starts (no SQL), one info line when it ends, no error, and the
 * queue carries on. The worker polls as a server's does, on PostgreSQL through a TCP proxy
 * (tests/support/tcp-proxy.ts) that refuses, then freezes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { enqueueMessage } from '../../src/server/messages/queue';
import {
  type ChannelSender,
  createMessageWorker,
  type MessageWorker,
} from '../../src/server/messages/worker';
import { type TestPostgres, testPostgres } from '../support/private-postgres';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

type Line = { level: 'info' | 'warn' | 'error' | 'debug'; text: string };

let postgres: TestPostgres;
let proxy: TcpProxy;
let database: DatabaseHandle;
let worker: MessageWorker;
const lines: Line[] = [];
const sent: string[] = [];

/** What pino would print: every argument, objects as their JSON (an error's message included). */
const keep =
  (level: Line['level']) =>
  (...args: unknown[]) => {
    const text = args
      .map((arg) =>
        typeof arg === 'string'
          ? arg
          : JSON.stringify(arg, (_key, value) =>
              value instanceof Error ? { message: value.message, cause: value.cause } : value,
            ),
      )
      .join(' ');
    lines.push({ level, text });
  };
const log = { info: keep('info'), warn: keep('warn'), error: keep('error'), debug: keep('debug') };

const recording: ChannelSender = async (message) => {
  sent.push(message.body);
  return `sms-${message.id}`;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`never ${what}; log: ${lines.map((line) => line.text).join(' | ')}`);
    }
    await pause(50);
  }
}

const about = (words: RegExp) => lines.filter((line) => words.test(line.text));
const outageWarnings = () => about(/database is unavailable/).filter((l) => l.level === 'warn');
const outageEnds = () => about(/runs again/).filter((l) => l.level === 'info');

async function queueSms(body: string) {
  await enqueueMessage(database.db, {
    channel: 'sms',
    recipient: '+8801711222333',
    topic: 'order.placed',
    body,
  });
}

beforeAll(async () => {
  postgres = await testPostgres('workeroutage');
  proxy = await startTcpProxy({ host: postgres.host, port: postgres.port });
  const proxied = new URL(postgres.url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  database = await openDatabase({
    url: proxied.toString(),
    limits: { connectTimeoutMs: 500, statementTimeoutMs: 500 },
  });
  await database.migrate();
  worker = createMessageWorker({ db: database.db, senders: { sms: recording }, log });
  // Polled as often as a server polls (every second), a few times faster so the test is short.
  worker.start(100);
}, 240_000);

afterAll(async () => {
  await worker?.stop();
  await proxy?.pass();
  await database?.close();
  await proxy?.close();
  await postgres?.stop();
}, 120_000);

it.each([
  ['refused', () => proxy.refuse()],
  ['frozen', () => proxy.freeze()],
] as const)(
  'warns once when the database is %s, says once when it is back, and never errs',
  async (_how, goAway) => {
    const warnedBefore = outageWarnings().length;
    const endedBefore = outageEnds().length;
    await queueSms(`before ${_how}`);
    await until(() => sent.includes(`before ${_how}`), 'sent before the outage');

    await goAway();
    await until(() => outageWarnings().length > warnedBefore, 'warned of the outage');
    // Many polls into the outage: still the one warning.
    await pause(3000);
    await proxy.pass();
    await until(() => outageEnds().length > endedBefore, 'said the database is back');
    await queueSms(`after ${_how}`);
    await until(() => sent.includes(`after ${_how}`), 'sent after the outage');

    expect(outageWarnings()).toHaveLength(warnedBefore + 1);
    expect(outageEnds()).toHaveLength(endedBefore + 1);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    for (const line of lines.filter((l) => l.level !== 'info' || /runs again/.test(l.text))) {
      expect(line.text).not.toMatch(/outgoing_messages|failed query|select |update /i);
    }
  },
);
