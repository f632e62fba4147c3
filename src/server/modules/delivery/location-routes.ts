/** Pathao's location lists for admins' booking (contract: src/shared/schemas/delivery.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationListSchema } from '#shared/schemas/delivery';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { pathaoLocations } from './pathao-locations';

const tags = ['admin'];
const responses = { 200: locationListSchema, ...errorResponses(400, 401, 403, 404, 503) };
const locationId = z.coerce.number().int().positive();

export async function pathaoLocationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/couriers/pathao/cities',
    {
      config: forStaff('delivery.book'),
      schema: { tags, summary: "Pathao's cities", response: responses },
    },
    async () => ({ locations: await pathaoLocations(app, { kind: 'cities' }) }),
  );

  routes.get(
    '/api/admin/couriers/pathao/zones',
    {
      config: forStaff('delivery.book'),
      schema: {
        tags,
        summary: "Pathao's zones in a city",
        querystring: z.object({ cityId: locationId }),
        response: responses,
      },
    },
    async (request) => ({
      locations: await pathaoLocations(app, { kind: 'zones', cityId: request.query.cityId }),
    }),
  );

  routes.get(
    '/api/admin/couriers/pathao/areas',
    {
      config: forStaff('delivery.book'),
      schema: {
        tags,
        summary: "Pathao's areas in a zone",
        querystring: z.object({ zoneId: locationId }),
        response: responses,
      },
    },
    async (request) => ({
      locations: await pathaoLocations(app, { kind: 'areas', zoneId: request.query.zoneId }),
    }),
  );
}
