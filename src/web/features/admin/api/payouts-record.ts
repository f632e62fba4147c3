/** Records cash a courier paid out (POST /api/admin/courier-payouts); every report refetches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutReport } from '#shared/schemas/delivery';
import { apiRequest } from '../../../lib/api-client';
import type { PayoutInput } from '../utils/payouts-form';
import { payoutKeys } from './payouts-report';

export function recordPayout(input: PayoutInput) {
  return apiRequest<PayoutReport>('/api/admin/courier-payouts', { method: 'POST', body: input });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
