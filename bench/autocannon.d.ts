// autocannon ships no types; this covers the part of its programmatic API the bench uses.
declare module 'autocannon' {
  export type Request = { method?: string; path?: string; headers?: Record<string, string> };
  export type RequestSpec = Request & {
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestSpec[];
  };
  export type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Instance = Promise<Result> & {
    /** Every answer, with its latency in fractional ms (the result's histogram keeps whole ms). */
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
