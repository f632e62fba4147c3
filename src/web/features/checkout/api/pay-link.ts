/** A payment link's order, paying it online, or confirming it as cash on delivery (decision 034). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PayLinkOrder } from '#shared/schemas/payment-link';
import { apiRequest } from '../../../lib/api-client';

const linkPath = (token: string) => `/api/pay/${encodeURIComponent(token)}`;

export const payLinkKey = (token: string) => ['pay-link', token] as const;

export function usePayLink(token: string) {
  return useQuery({
    queryKey: payLinkKey(token),
    queryFn: ({ signal }) => apiRequest<PayLinkOrder>(linkPath(token), { signal }),
    retry: false,
  });
}

export function usePayThroughLink(token: string) {
  return useMutation({
    mutationFn: (paymentMethod: PayLinkOrder['online'][number]) =>
      apiRequest<{ redirectUrl: string }>(`${linkPath(token)}/pay`, {
        method: 'POST',
        body: { paymentMethod },
      }),
  });
}

export function useConfirmCodThroughLink(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ number: string; total: number }>(`${linkPath(token)}/cod`, { method: 'POST' }),
  });
}
