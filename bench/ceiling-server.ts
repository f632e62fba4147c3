/**
 * The ceiling: the least a Fastify route can cost on this machine. Each scenario's req/s is
 * compared to it, so the figures mean the same on a fast laptop and a slow CI box.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world', shop: 'Sajghor' }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
