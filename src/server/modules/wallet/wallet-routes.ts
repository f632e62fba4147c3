/** The shopper's points and credit, the owner's rules, and credit by hand (decisions 048, 049). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerIdParamsSchema } from '#shared/schemas/admin';
import {
  creditAccountSchema,
  creditAdjustmentSchema,
  creditSettingsSchema,
} from '#shared/schemas/credit';
import { pointsAccountSchema, pointsSettingsSchema } from '#shared/schemas/points';
import { errorResponses } from '../../http-error';
import { forStaff, forStaffConfirmed, requireViewer } from '../../plugins/access';
import { adjustCredit, requireAccountHolder } from './credit-grants';
import { readCreditRule, updateCreditRule } from './credit-settings';
import { readPointsRule, updatePointsRule } from './points-settings';
import { creditAccount, pointsAccount } from './wallet-views';

export async function walletRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/account/points',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Your points: what they are worth, what expires when, and every move',
        response: { 200: pointsAccountSchema, ...errorResponses(401) },
      },
    },
    async (request) => pointsAccount(app.db, requireViewer(request).userId, new Date()),
  );

  routes.get(
    '/api/admin/points/settings',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags: ['points'],
        summary: "The shop's points rule",
        response: { 200: pointsSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => readPointsRule(app.db),
  );

  routes.put(
    '/api/admin/points/settings',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags: ['points'],
        summary: 'Switch points on or off; taka per point, its worth, months it lasts, the most %',
        body: pointsSettingsSchema,
        response: { 200: pointsSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updatePointsRule(app.db, request.body),
  );

  routes.get(
    '/api/account/credit',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Your store credit: what expires when, and every move',
        response: { 200: creditAccountSchema, ...errorResponses(401) },
      },
    },
    async (request) => creditAccount(app.db, requireViewer(request).userId, new Date()),
  );

  routes.get(
    '/api/admin/credit/settings',
    {
      config: forStaff('credit.manage'),
      schema: {
        tags: ['credit'],
        summary: "The shop's store-credit rule",
        response: { 200: creditSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => readCreditRule(app.db),
  );

  routes.put(
    '/api/admin/credit/settings',
    {
      config: forStaff('credit.manage'),
      schema: {
        tags: ['credit'],
        summary: 'Whether refunds may be taken as store credit, and the months credit lasts',
        body: creditSettingsSchema,
        response: { 200: creditSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateCreditRule(app.db, request.body),
  );

  routes.get(
    '/api/admin/customers/:id/credit',
    {
      config: forStaff('customers.view'),
      schema: {
        tags: ['credit'],
        summary: "A customer's store credit and its moves",
        params: customerIdParamsSchema,
        response: { 200: creditAccountSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireAccountHolder(app.db, request.params.id);
      return creditAccount(app.db, request.params.id, new Date());
    },
  );

  routes.post(
    '/api/admin/customers/:id/credit',
    {
      config: forStaffConfirmed('credit.manage'),
      schema: {
        tags: ['credit'],
        summary: "Add (+) or remove (−) a customer's store credit, poisha, with a reason",
        params: customerIdParamsSchema,
        body: creditAdjustmentSchema,
        response: { 200: creditAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const now = new Date();
      await adjustCredit(app.db, {
        customerId: request.params.id,
        input: request.body,
        actorUserId: requireViewer(request).userId,
        now,
      });
      return creditAccount(app.db, request.params.id, now);
    },
  );
}
