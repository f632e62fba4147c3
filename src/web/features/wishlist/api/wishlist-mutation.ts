/**
 * Every wishlist change shows at once, keeps the server's answer, and on refusal puts the list
 * back with the spec's failure toast (the server's reason beneath).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '#shared/i18n/keys';
import type { Wishlist } from '#shared/schemas/cart';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

type WishlistMutation<Variables> = {
  mutationFn: (variables: Variables) => Promise<Wishlist>;
  predict: (wishlist: Wishlist, variables: Variables) => Wishlist;
  failure: MessageKey;
  success: MessageKey;
  onSuccess?: () => void;
  /** A refusal the caller answers itself (no failure toast): true when it did. */
  handled?: (error: Error, variables: Variables) => boolean;
};

export function useWishlistMutation<Variables>({
  mutationFn,
  predict,
  failure,
  success,
  onSuccess,
  handled,
}: WishlistMutation<Variables>) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const queryClient = useQueryClient();
  const isLastChange = () => queryClient.isMutating({ mutationKey: queryKeys.wishlist }) <= 1;
  return useMutation({
    mutationKey: queryKeys.wishlist,
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.wishlist });
      const previous = queryClient.getQueryData<Wishlist>(queryKeys.wishlist);
      if (previous) queryClient.setQueryData(queryKeys.wishlist, predict(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.wishlist, context.previous);
      if (!handled?.(error, variables)) {
        toast.error(t(failure), {
          description: errorText(error),
        });
      }
      if (isLastChange()) void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
    },
    onSuccess: (wishlist) => {
      // An earlier answer must not overwrite a later click that is still predicted.
      if (isLastChange()) queryClient.setQueryData(queryKeys.wishlist, wishlist);
      toast.success(t(success));
      onSuccess?.();
    },
  });
}
