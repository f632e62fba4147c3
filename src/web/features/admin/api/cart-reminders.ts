/** Admin → Promotions' left-cart reminders: the last 30 days' figures and the hours before one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartReminderOverview, CartReminderSettings } from '#shared/schemas/cart-reminder';
import { apiRequest } from '../../../lib/api-client';

const cartRemindersKey = ['admin', 'cart-reminders'] as const;

export const cartReminderOverviewQueryOptions = () =>
  queryOptions({
    queryKey: cartRemindersKey,
    queryFn: ({ signal }) =>
      apiRequest<CartReminderOverview>('/api/admin/cart-reminders', { signal }),
  });

export function useCartReminderOverview() {
  return useQuery(cartReminderOverviewQueryOptions());
}

export function useSaveCartReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartReminderSettings) =>
      apiRequest<CartReminderSettings>('/api/admin/cart-reminders/settings', {
        method: 'PUT',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartRemindersKey }),
  });
}
