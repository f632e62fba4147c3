/**
 * Every cart change follows one pattern: show it at once, send it, keep the server's answer, and
 * on refusal put the cart back with the spec's failure toast (the server's reason beneath).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '#shared/i18n/keys';
import type { Cart } from '#shared/schemas/cart';
import { ApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { CART_QUERY_KEY } from './get-cart';

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
  const { t, message } = useI18n();
  // Counted while this change is still in flight: 1 means it is the only one.
  const isLastChange = () => queryClient.isMutating({ mutationKey: CART_QUERY_KEY }) <= 1;
  return useMutation({
    mutationKey: CART_QUERY_KEY,
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = queryClient.getQueryData<Cart>(CART_QUERY_KEY);
      if (previous) queryClient.setQueryData(CART_QUERY_KEY, predict(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(CART_QUERY_KEY, context.previous);
      toast.error(t(failure), {
        description: error instanceof ApiRequestError ? message(error.message) : undefined,
      });
      if (isLastChange()) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    onSuccess: (cart, variables) => {
      // An earlier answer must not overwrite a later click that is still predicted.
      if (isLastChange()) queryClient.setQueryData(CART_QUERY_KEY, cart);
      const done = success?.(variables);
      if (done) toast.success(t(done));
    },
  });
}
