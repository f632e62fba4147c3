/** Pathao's lists change a few times a year: kept a week; an old copy serves while it is down. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { HttpError } from '../../http-error';
import { CourierError } from '../../integrations/couriers/courier';
import type { PathaoLocation } from '../../integrations/couriers/pathao';
import { cachedOrFetched } from './courier-cache';
import { courierCallLog } from './courier-log';

export const LOCATIONS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const locationsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export type LocationList =
  | { kind: 'cities' }
  | { kind: 'zones'; cityId: number }
  | {
      kind: 'areas';
      zoneId: number;
    };

type Shop = Pick<FastifyInstance, 'db' | 'couriers' | 'log'>;

function keyOf(list: LocationList): string {
  if (list.kind === 'cities') return 'cities';
  return list.kind === 'zones' ? `zones:${list.cityId}` : `areas:${list.zoneId}`;
}

export async function pathaoLocations(shop: Shop, list: LocationList): Promise<PathaoLocation[]> {
  const pathao = shop.couriers.pathao;
  if (!pathao) {
    throw new HttpError(404, msg('errors.delivery.courierNotConfigured'), 'COURIER_NOT_CONFIGURED');
  }
  const log = courierCallLog('pathao', { orderId: null, shipmentId: null });
  const fetch = () => {
    if (list.kind === 'cities') return pathao.cities(log.onCall);
    if (list.kind === 'zones') return pathao.zones(list.cityId, log.onCall);
    return pathao.areas(list.zoneId, log.onCall);
  };
  try {
    const cached = await cachedOrFetched(shop.db, {
      courier: 'pathao',
      key: keyOf(list),
      maxAgeMs: LOCATIONS_MAX_AGE_MS,
      schema: locationsSchema,
      fetch,
      staleOnError: true,
    });
    return cached.value;
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    shop.log.warn({ err: error }, 'Pathao locations unavailable');
    throw new HttpError(503, msg('errors.delivery.locationsUnavailable'), 'COURIER_UNAVAILABLE');
  } finally {
    await log.save(shop.db);
  }
}
