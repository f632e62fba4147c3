import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, NotificationSettings } from '#shared/schemas/account';
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
    onSuccess: ({ account }) => queryClient.setQueryData(queryKeys.account, { account }),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
