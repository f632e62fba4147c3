/**
 * /metrics in Prometheus' text format, only with METRICS_TOKEN (docs/decisions/027). Without the
 * token nothing is registered, so a shop that does not scrape pays nothing per request.
 */
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import * as promClient from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { registerPoolGauges } from './pool-gauges';
import { registerQueueGauges } from './queue-gauges';
import { routeLabelOf } from './route-label';
import { createShopCounters, type ShopCounters, uncounted } from './shop-counters';

declare module 'fastify' {
  interface FastifyInstance {
    shopCounters: ShopCounters;
  }
}

/** Seconds; finer than the plugin's default below 100 ms, where the shop's answers fall. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricsPluginOptions = {
  /** The pool's use is read from it (PostgreSQL only). */
  database: DatabaseHandle;
};

async function metrics(app: FastifyInstance, { database }: MetricsPluginOptions) {
  const token = app.config.metricsToken;
  if (!token) {
    app.decorate('shopCounters', uncounted);
    return;
  }
  // One registry per app: tests build many apps in one process, and a name twice is an error.
  const registry = new promClient.Registry();
  await app.register(fastifyMetrics, {
    promClient,
    // Our own route below, for its access rule; the plugin's would answer anyone.
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      // A histogram only: histograms add up across servers, and a summary costs more per request.
      enabled: { histogram: true, summary: false },
      overrides: {
        labels: { getRouteLabel: routeLabelOf },
        histogram: { buckets: LATENCY_BUCKETS, registers: [registry] },
        // The plugin makes its summary even when disabled: it goes in no registry at all.
        summary: { registers: [] },
      },
    },
  });
  withoutTotalGauges(registry);
  app.decorate('shopCounters', createShopCounters(registry));
  registerQueueGauges(registry, app.db, app.log);
  registerPoolGauges(registry, database);

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      exposeHeadRoute: false,
      config: { access: 'token', bearerToken: token, disableMetrics: true },
      // Added before the shop's error handler (plugins/security.ts), so it would not get it:
      // delegate, for words in the reader's language instead of a message key.
      errorHandler: (error, request, reply) => app.errorHandler(error, request, reply),
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}

/**
 * prom-client's defaults include three gauges named `_total` (nodejs_active_handles_total,
 * _requests_total, _resources_total), which Prometheus reserves for counters (`promtool check
 * metrics` fails on them). Each is the sum of its gauge by type: `sum(nodejs_active_handles)`.
 */
function withoutTotalGauges(registry: promClient.Registry) {
  for (const metric of registry.getMetricsAsArray()) {
    if (!(metric instanceof promClient.Counter) && metric.name.endsWith('_total')) {
      registry.removeSingleMetric(metric.name);
    }
  }
}

/** Registered before the routes: fastify-metrics times only routes added after it. */
export const metricsPlugin = fp(metrics, { name: 'shop-metrics' });
