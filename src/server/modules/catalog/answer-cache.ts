/**
 * Catalogue answers are the same for every visitor and a broad search costs about 100 ms, so each
 * server keeps them a few seconds (docs/decisions/010); the cart and checkout read stock itself.
 */
import { createHash } from 'node:crypto';

export type CachedAnswer = { body: string; etag: string };

export type AnswerCache = {
  answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer>;
  clear(): void;
};

type Entry = { answer: CachedAnswer; expiresAt: number };

/** Bounds memory: the oldest answers go first. About 30,000 products' pages, or 2,000 lists. */
const MAX_BYTES = 32 * 1024 * 1024;

function serialise(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const digest = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${digest}"` };
}

/** hit: answered from memory, or shared with a request computing it; miss: computed. */
export type CacheOutcome = 'hit' | 'miss';

export type AnswerCacheOptions = {
  ttlSeconds: number;
  /** Told of each lookup while the cache is on (for /metrics' hit rate); nothing when it is off. */
  onLookup?: (outcome: CacheOutcome) => void;
  /** A scheduled sale's next start or end, epoch ms: no answer is kept past it. */
  keepUntil?: () => number | null;
};

export function createAnswerCache({
  ttlSeconds,
  keepUntil,
  onLookup,
}: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  // Bumped by clear(): an answer computed from before a change must not be kept after it.
  let generation = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.answer.body.length;
  }

  function keep(key: string, answer: CachedAnswer) {
    forget(key);
    const boundary = keepUntil?.() ?? Number.POSITIVE_INFINITY;
    entries.set(key, { answer, expiresAt: Math.min(Date.now() + ttlSeconds * 1000, boundary) });
    bytes += answer.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }

  return {
    async answer(key, compute) {
      if (ttlSeconds <= 0) return serialise(await compute());
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) {
        onLookup?.('hit');
        return entry.answer;
      }
      let pending = inFlight.get(key);
      onLookup?.(pending ? 'hit' : 'miss');
      if (!pending) {
        const startedIn = generation;
        pending = compute()
          .then(serialise)
          .then((answer) => {
            if (startedIn === generation) keep(key, answer);
            return answer;
          })
          .finally(() => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
          });
        inFlight.set(key, pending);
      }
      return pending;
    },
    clear() {
      generation += 1;
      entries.clear();
      inFlight.clear();
      bytes = 0;
    },
  };
}
