/** Admin return routes: receive and restock, refund (contract: src/shared/schemas/returns.ts). */
import type { FastifyInstance } from 'fastify';

export async function adminReturnMoneyRoutes(_app: FastifyInstance) {
  // POST /api/admin/returns/:id/receive, POST /api/admin/returns/:id/refund
}
