/** Queue depth (decision 012), read on scrape; the (status, created_at) index skips sent rows. */

import { count, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { MESSAGE_CHANNELS } from '#shared/messages';
import type { Database } from '../../db/client';
import { outgoingMessages } from '../../db/schema';

/** Sent messages are history, not depth. */
const WAITING_STATUSES = ['pending', 'failed'] as const;

export async function readQueueDepth(db: Database) {
  return db
    .select({
      channel: outgoingMessages.channel,
      status: outgoingMessages.status,
      messages: count(),
    })
    .from(outgoingMessages)
    .where(inArray(outgoingMessages.status, [...WAITING_STATUSES]))
    .groupBy(outgoingMessages.channel, outgoingMessages.status);
}

export function registerQueueGauges(registry: Registry, db: Database, log: FastifyBaseLogger) {
  new Gauge({
    name: 'sajghor_outgoing_messages',
    help: 'Messages waiting to be sent (pending) or given up on (failed), by channel',
    labelNames: ['channel', 'status'],
    registers: [registry],
    async collect() {
      try {
        const rows = await readQueueDepth(db);
        // Every pair is set, 0 included, so an emptied queue reads 0 rather than vanishing.
        for (const channel of MESSAGE_CHANNELS) {
          for (const status of WAITING_STATUSES) {
            const row = rows.find((found) => found.channel === channel && found.status === status);
            this.set({ channel, status }, row?.messages ?? 0);
          }
        }
      } catch (error) {
        // The rest of the scrape (latencies, pool) matters most while the database is down.
        this.reset();
        log.warn({ err: error }, 'metrics: could not read the message queue');
      }
    },
  });
}
