/** The bench's settings, all optional: the defaults are the figures the catalogue issue asks for. */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const benchConfig = {
  /** An admin connection: the bench creates, and drops, its own database next to it. */
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
  seconds: number('BENCH_SECONDS', 10),
  warmUpSeconds: number('BENCH_WARMUP_SECONDS', 2),
  connections: number('BENCH_CONNECTIONS', 10),
  smallCatalogue: 10_000,
  largeCatalogue: 100_000,
};
