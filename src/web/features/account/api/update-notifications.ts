import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, NotificationSettings } from '#shared/schemas/account';
import type { ConsentHistory } from '#shared/schemas/privacy';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { recheckSessionOn401 } from './session-cache';

export function updateNotifications(settings: NotificationSettings) {
  return apiRequest<{ account: Account }>('/api/account/notifications', {
    method: 'PUT',
    body: settings,
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: ({ account }) => {
      queryClient.setQueryData(queryKeys.account, { account });
      // Each change is a new consent record, dated by the server.
      void queryClient.invalidateQueries({ queryKey: queryKeys.consents });
    },
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}

/** Every yes or no given to messages, newest first: when each switch was last set (issue 43). */
export function useConsentHistory() {
  return useQuery({
    queryKey: queryKeys.consents,
    queryFn: ({ signal }) => apiRequest<ConsentHistory>('/api/account/consents', { signal }),
  });
}
