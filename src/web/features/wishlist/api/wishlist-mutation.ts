/**
 * Every wishlist change shows at once, keeps the server's answer, and on refusal puts the list
 * back with the spec's failure toast (the server's reason beneath).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '#shared/i18n/keys';
import type { Wishlist } from '#shared/schemas/cart';
import { ApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

type WishlistMutation<Variables> = {
  mutationFn: (variables: Variables) => Promise<Wishlist>;
  predict: (wishlist: Wishlist, variables: Variables) => Wishlist;
  failure: MessageKey;
  success: MessageKey;
  onSuccess?: () => void;
};

export function useWishlistMutation<Variables>({
  mutationFn,
  predict,
  failure,
  success,
  onSuccess,
}: WishlistMutation<Variables>) {
  const { t, message } = useI18n();
  const queryClient = useQueryClient();
  const isLastChange = () => queryClient.isMutating({ mutationKey: WISHLIST_QUERY_KEY }) <= 1;
  return useMutation({
    mutationKey: WISHLIST_QUERY_KEY,
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: WISHLIST_QUERY_KEY });
      const previous = queryClient.getQueryData<Wishlist>(WISHLIST_QUERY_KEY);
      if (previous) queryClient.setQueryData(WISHLIST_QUERY_KEY, predict(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(WISHLIST_QUERY_KEY, context.previous);
      toast.error(t(failure), {
        description: error instanceof ApiRequestError ? message(error.message) : undefined,
      });
      if (isLastChange()) void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
    },
    onSuccess: (wishlist) => {
      // An earlier answer must not overwrite a later click that is still predicted.
      if (isLastChange()) queryClient.setQueryData(WISHLIST_QUERY_KEY, wishlist);
      toast.success(t(success));
      onSuccess?.();
    },
  });
}
