import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationListSchema } from '#shared/schemas/delivery';
import { apiRequest } from '../../../lib/api-client';

export type PathaoPlaces = z.infer<typeof locationListSchema>['locations'];

// Pathao's lists are the same for every order and the server caches them: keep them an hour here.
const HOUR = 60 * 60_000;
const base = ['admin', 'pathao'] as const;

/** The path a list is fetched from: cities, a city's zones, a zone's areas. */
export function pathaoPlacesPath(kind: 'cities' | 'zones' | 'areas', parentId?: number): string {
  if (kind === 'cities') return '/api/admin/couriers/pathao/cities';
  const param = kind === 'zones' ? 'cityId' : 'zoneId';
  return `/api/admin/couriers/pathao/${kind}?${param}=${parentId}`;
}

/** Pathao's cities, zones of a city or areas of a zone (none asked before the parent is chosen). */
export function usePathaoPlaces(kind: 'cities' | 'zones' | 'areas', parentId?: number) {
  const ready = kind === 'cities' || (parentId !== undefined && parentId > 0);
  return useQuery({
    queryKey: [...base, kind, parentId ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ locations: PathaoPlaces }>(pathaoPlacesPath(kind, parentId), { signal }).then(
        (answer) => answer.locations,
      ),
    enabled: ready,
    staleTime: HOUR,
  });
}
