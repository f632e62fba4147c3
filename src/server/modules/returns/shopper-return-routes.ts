/** A shopper's return routes: photos and the request (contract: src/shared/schemas/returns.ts). */
import type { FastifyInstance } from 'fastify';

export async function shopperReturnRoutes(_app: FastifyInstance) {
  // POST /api/returns/photos, POST /api/orders/:id/returns
}
