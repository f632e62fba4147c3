import { useMutation } from '@tanstack/react-query';
import type { TrackedOrder, TrackOrderInput } from '#shared/schemas/track';
import { apiRequest } from '../../../lib/api-client';

/**
 * A lookup, not a cached read: it counts against the visitor's limit, so it runs only when they
 * press Track and is never refetched behind their back.
 */
export function useTrackOrder() {
  return useMutation({
    mutationFn: (input: TrackOrderInput) =>
      apiRequest<TrackedOrder>('/api/track', { method: 'POST', body: input }),
  });
}
