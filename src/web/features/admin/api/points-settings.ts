/** Admin → Promotions' loyalty points: the owner's rule (decision 048). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointsSettings } from '#shared/schemas/points';
import { apiRequest } from '../../../lib/api-client';

const pointsSettingsKey = ['admin', 'points', 'settings'] as const;

export const pointsSettingsQueryOptions = () =>
  queryOptions({
    queryKey: pointsSettingsKey,
    queryFn: ({ signal }) => apiRequest<PointsSettings>('/api/admin/points/settings', { signal }),
  });

export function usePointsSettings() {
  return useQuery(pointsSettingsQueryOptions());
}

export function useSavePointsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PointsSettings) =>
      apiRequest<PointsSettings>('/api/admin/points/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(pointsSettingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsSettingsKey }),
  });
}
