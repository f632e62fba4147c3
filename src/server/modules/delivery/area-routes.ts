/**
 * The checkout's areas for a district (docs/decisions/020): Pathao's zones when configured, so a
 * Pathao parcel has a zone it knows; else, or while Pathao is down, the shop's own list.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DHAKA_AREAS } from '#shared/districts';
import { pathaoCityOf, placeKey } from '#shared/pathao-places';
import {
  type DeliveryAreas,
  deliveryAreasQuerySchema,
  deliveryAreasSchema,
} from '#shared/schemas/address';
import { errorResponses, HttpError } from '../../http-error';
import { pathaoLocations } from './pathao-locations';

const dhakaAreasByName = new Map(DHAKA_AREAS.map((area) => [placeKey(area.en), area]));

function shopAreas(districtId: string): DeliveryAreas {
  const areas =
    districtId === 'dhaka' ? DHAKA_AREAS.map((area) => ({ value: area.en, bn: area.bn })) : [];
  return { source: 'shop', areas };
}

async function pathaoAreas(
  app: FastifyInstance,
  districtId: string,
): Promise<DeliveryAreas | null> {
  const city = pathaoCityOf(districtId, await pathaoLocations(app, { kind: 'cities' }));
  if (!city) return null;
  const zones = await pathaoLocations(app, { kind: 'zones', cityId: city.id });
  if (zones.length === 0) return null;
  return {
    source: 'pathao',
    areas: zones.map((zone) => ({
      value: zone.name,
      // Pathao names its zones in English; where the shop knows the place, it has a Bangla name.
      bn: dhakaAreasByName.get(placeKey(zone.name))?.bn ?? null,
    })),
  };
}

export async function deliveryAreaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/delivery/areas',
    {
      config: { access: 'public' },
      schema: {
        tags: ['delivery'],
        summary: 'The areas to choose from in a district, for the delivery address',
        querystring: deliveryAreasQuerySchema,
        response: { 200: deliveryAreasSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { district } = request.query;
      reply.header('cache-control', 'public, max-age=3600');
      if (!app.couriers.pathao) return shopAreas(district);
      try {
        return (await pathaoAreas(app, district)) ?? shopAreas(district);
      } catch (error) {
        // Pathao down with no copy kept: the shop's list still lets the shopper go on.
        if (!(error instanceof HttpError)) throw error;
        return shopAreas(district);
      }
    },
  );
}
