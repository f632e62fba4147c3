/** Admin return routes: the list, a return, the decision and the pickup (contract: src/shared/schemas/returns.ts). */
import type { FastifyInstance } from 'fastify';

export async function adminReturnRoutes(_app: FastifyInstance) {
  // GET /api/admin/returns, GET /api/admin/returns/:id, POST .../decision, POST .../pickup
}
