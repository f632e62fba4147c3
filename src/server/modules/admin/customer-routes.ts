import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCustomerListQuerySchema,
  adminCustomerPageSchema,
  adminCustomerSchema,
  customerIdParamsSchema,
  customerRoleChangeSchema,
} from '#shared/schemas/admin';
import { errorResponses } from '../../http-error';
import { forStaff, forStaffConfirmed, requireViewer } from '../../plugins/access';
import { listCustomers, setCustomerRole } from './customer-service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

export async function adminCustomerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/customers',
    {
      config: forStaff('customers.view'),
      schema: {
        tags,
        summary: 'Customers, newest first, with order count and total spent; search and pages',
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerPageSchema, ...errors },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  routes.put(
    '/api/admin/customers/:id/role',
    {
      config: forStaffConfirmed('staff.manage'),
      schema: {
        tags,
        summary: 'Grant or revoke admin (staff managers, never their own role nor an owner’s)',
        params: customerIdParamsSchema,
        body: customerRoleChangeSchema,
        response: { 200: adminCustomerSchema, ...errors },
      },
    },
    async (request) =>
      setCustomerRole(app.db, requireViewer(request), request.params.id, request.body.role),
  );
}
