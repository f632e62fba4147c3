/** One scenario under autocannon: a warm-up (JIT, pools, caches), then the measured run. */
import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

export type Figures = {
  requests: number;
  reqPerSec: number;
  /** Null when no request finished in time. */
  p50Ms: number | null;
  p99Ms: number | null;
  /** Non-2xx answers and socket errors: the bench is broken, not slow. */
  failures: number;
  failureSample?: string;
  /** Requests unanswered after autocannon's 10 s: the shop is too slow, a miss. */
  timeouts: number;
};

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

async function fire(baseUrl: string, scenario: Scenario, seconds: number, connections: number) {
  let failureSample: string | undefined;
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = scenario.nextPath();
          return request;
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !failureSample) {
            failureSample = `${status} ${body.slice(0, 300)}`;
          }
        },
      },
    ],
  });
  // autocannon's own histogram rounds to whole milliseconds; sub-ms figures need the raw ones.
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  return { result, failureSample, latencies: latencies.sort((a, b) => a - b) };
}

export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: { seconds: number; warmUpSeconds: number; connections: number },
  /** Clears what an overrunning warm-up left behind before the measured run starts. */
  settle: () => Promise<void> = async () => {},
): Promise<Figures> {
  await fire(baseUrl, scenario, options.warmUpSeconds, options.connections);
  await settle();
  const { result, failureSample, latencies } = await fire(
    baseUrl,
    scenario,
    options.seconds,
    options.connections,
  );
  // autocannon counts a timeout as an error too; keep them apart.
  const failures = result.non2xx + result.errors - result.timeouts;
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures,
    timeouts: result.timeouts,
    ...(failures > 0 && failureSample ? { failureSample } : {}),
  };
}
