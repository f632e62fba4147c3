/**
 * Every cart change follows one pattern: show it at once, send it, keep the server's answer, and
 * on refusal put the cart back with the spec's failure toast (the server's reason beneath).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '#shared/i18n/keys';
import type { Cart } from '#shared/schemas/cart';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

type CartMutation<Variables> = {
  mutationFn: (variables: Variables) => Promise<Cart>;
  /** The cart the change should produce. */
  predict: (cart: Cart, variables: Variables) => Cart;
  failure: MessageKey;
  success?: (variables: Variables) => MessageKey | undefined;
};

export function useCartMutation<Variables>({
  mutationFn,
  predict,
  failure,
  success,
}: CartMutation<Variables>) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  // Counted while this change is still in flight: 1 means it is the only one.
  const isLastChange = () => queryClient.isMutating({ mutationKey: queryKeys.cart }) <= 1;
  return useMutation({
    mutationKey: queryKeys.cart,
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart });
      const previous = queryClient.getQueryData<Cart>(queryKeys.cart);
      if (previous) queryClient.setQueryData(queryKeys.cart, predict(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.cart, context.previous);
      toast.error(t(failure), {
        description: errorText(error),
      });
      if (isLastChange()) void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
    onSuccess: (cart, variables) => {
      // An earlier answer must not overwrite a later click that is still predicted.
      if (isLastChange()) queryClient.setQueryData(queryKeys.cart, cart);
      const done = success?.(variables);
      if (done) toast.success(t(done));
    },
  });
}
