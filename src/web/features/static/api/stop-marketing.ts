import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stopMarketingAnswerSchema } from '#shared/schemas/privacy';
import { apiRequest } from '../../../lib/api-client';

export function useStopMarketing() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<z.infer<typeof stopMarketingAnswerSchema>>('/api/marketing/stop', {
        method: 'POST',
        body: { token },
      }),
  });
}
