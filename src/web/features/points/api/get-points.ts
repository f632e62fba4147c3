import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsAccount } from '#shared/schemas/points';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in shopper's balance, what expires when, and every move (GET /api/account/points). */
export function getPoints(signal?: AbortSignal) {
  return apiRequest<PointsAccount>('/api/account/points', signal ? { signal } : {});
}

export const pointsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.points, queryFn: ({ signal }) => getPoints(signal) });

export function usePoints() {
  return useQuery(pointsQueryOptions());
}
