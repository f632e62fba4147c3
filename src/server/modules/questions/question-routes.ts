/** Product questions: the product page's (public read, signed-in writes) and the admin's queue. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '#shared/schemas/product';
import {
  adminQuestionPageSchema,
  adminQuestionQuerySchema,
  answerInputSchema,
  moderationSchema,
  qaIdParamsSchema,
  qaSettingsSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionPageSchema,
} from '#shared/schemas/questions';
import { errorResponses } from '../../http-error';
import { forStaff, requireViewer } from '../../plugins/access';
import { adminQuestions, listQuestions } from './question-views';
import { answerQuestion, askQuestion, moderate, report, updateQaSettings } from './question-writes';

const tags = ['questions'];
const created = z.object({ id: z.number().int(), status: z.enum(['pending', 'approved']) });
const done = z.object({ ok: z.literal(true) });

export async function questionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/products/:id/questions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A product's answered questions (searchable, pages of 5), and your own waiting",
        params: productIdParamsSchema,
        querystring: questionListQuerySchema,
        response: { 200: questionPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      listQuestions(app.db, request.params.id, request.query, request.viewer ?? null),
  );

  routes.post(
    '/api/products/:id/questions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask about a product; it shows once the shop approves and answers it',
        params: productIdParamsSchema,
        body: questionInputSchema,
        response: { 201: created, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      const id = await askQuestion(app.db, userId, request.params.id, request.body.text);
      return reply.status(201).send({ id, status: 'pending' as const });
    },
  );

  routes.post(
    '/api/questions/:id/answers',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Answer a question: staff as the shop (shown at once), a verified buyer where the owner allows (after approval)',
        params: qaIdParamsSchema,
        body: answerInputSchema,
        response: { 201: created, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const answer = await answerQuestion(app, viewer, request.params.id, request.body.text);
      return reply
        .status(201)
        .send({ id: answer.id, status: answer.status as 'pending' | 'approved' });
    },
  );

  for (const kind of ['question', 'answer'] as const) {
    routes.post(
      `/api/${kind}s/:id/report`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Report a shown ${kind} to the shop (once per shopper)`,
          params: qaIdParamsSchema,
          response: { 200: done, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        await report(app.db, requireViewer(request).userId, kind, request.params.id);
        return { ok: true as const };
      },
    );

    routes.put(
      `/api/admin/${kind}s/:id/status`,
      {
        config: forStaff('products.edit'),
        schema: {
          tags,
          summary: `Approve or hide a ${kind}; its reports are cleared`,
          params: qaIdParamsSchema,
          body: moderationSchema,
          response: { 200: done, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await moderate(app, kind, request.params.id, request.body.status);
        return { ok: true as const };
      },
    );
  }

  routes.get(
    '/api/admin/questions',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'Questions waiting for staff, reported, unanswered or all, oldest first',
        querystring: adminQuestionQuerySchema,
        response: { 200: adminQuestionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => adminQuestions(app.db, request.query),
  );

  routes.put(
    '/api/admin/questions/settings',
    {
      config: forStaff('products.edit'),
      schema: {
        tags,
        summary: 'Whether verified buyers of a product may answer its questions',
        body: qaSettingsSchema,
        response: { 200: qaSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateQaSettings(app.db, request.body.buyersMayAnswer),
  );
}
