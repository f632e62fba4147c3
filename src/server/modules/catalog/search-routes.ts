import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meansProductInputSchema,
  meansProductSchema,
  searchOpenedSchema,
  searchReportQuerySchema,
  searchReportSchema,
  synonymIdParamsSchema,
  synonymInputSchema,
  synonymListSchema,
  synonymSchema,
} from '#shared/schemas/search-admin';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { searchMeansProduct, searchReport } from './search-report';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from './search-synonyms';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin'];
/** A synonym changes what searches find: the catalogue's cached answers go (cache-plugin.ts). */
const changesSearch = { ...forStaff('products.edit'), changesCatalogue: true };

export async function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/search/opened',
    {
      config: { access: 'public' },
      schema: {
        summary: "A product was opened from a search's results (for Admin → Search)",
        body: searchOpenedSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      app.searchLog.opened(request.body.q);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/admin/search/synonyms',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: "The shop's synonyms",
        response: { 200: synonymListSchema, ...errors },
      },
    },
    async () => ({ synonyms: await listSynonyms(app.db) }),
  );

  routes.post(
    '/api/admin/search/synonyms',
    {
      config: changesSearch,
      schema: {
        tags,
        summary: 'Add words that mean the same in this shop (one-way: the first finds the others)',
        body: synonymInputSchema,
        response: { 201: synonymSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSynonym(app.db, request.body)),
  );

  routes.put(
    '/api/admin/search/synonyms/:id',
    {
      config: changesSearch,
      schema: {
        tags,
        summary: 'Change a synonym',
        params: synonymIdParamsSchema,
        body: synonymInputSchema,
        response: { 200: synonymSchema, ...errors },
      },
    },
    async (request) => updateSynonym(app.db, request.params.id, request.body),
  );

  routes.delete(
    '/api/admin/search/synonyms/:id',
    {
      config: changesSearch,
      schema: {
        tags,
        summary: 'Remove a synonym',
        params: synonymIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSynonym(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/admin/search/report',
    {
      config: forStaff('reports.view'),
      schema: {
        tags,
        summary: 'Top searches, searches that found nothing and searches never opened',
        querystring: searchReportQuerySchema,
        response: { 200: searchReportSchema, ...errors },
      },
    },
    async (request) => {
      await app.searchLog.flush();
      return searchReport(app.db, request.query.days);
    },
  );

  routes.post(
    '/api/admin/search/means-product',
    {
      config: changesSearch,
      schema: {
        tags,
        summary: "A search means this product: its words join the product's search words",
        body: meansProductInputSchema,
        response: { 200: meansProductSchema, ...errors },
      },
    },
    async (request) => searchMeansProduct(app.db, request.body),
  );
}
