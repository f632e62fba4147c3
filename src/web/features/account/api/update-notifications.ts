import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, NotificationSettings } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from './get-account';
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
    onSuccess: ({ account }) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, { account }),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
