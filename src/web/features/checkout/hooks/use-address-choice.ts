import { type Dispatch, useLayoutEffect } from 'react';
import { ADDRESSES_MAX } from '#shared/addresses';
import { useSavedAddresses } from '../../../lib/saved-addresses';
import type { AddressChoice } from '../components/saved-address-picker';
import type { ShippingValues } from '../utils/checkout-form';
import type { CheckoutAction, CheckoutState } from './use-checkout';

/**
 * Step 1's saved addresses: the default one fills the step once the list is in (unless the shopper
 * has started typing), picking one fills it again, and "A new address" empties the address fields
 * (back to `blank`). A new address is kept for next time unless the shopper unticks it.
 */
export function useAddressChoice(
  state: CheckoutState,
  dispatch: Dispatch<CheckoutAction>,
  blank: ShippingValues,
) {
  const list = useSavedAddresses();
  const saved = list.data?.addresses ?? [];
  // Until the shopper chooses, the default (listed first) is the choice, filled in just after.
  const first = state.shippingTyped ? undefined : saved[0];
  const choice: AddressChoice = state.addressChoice ?? first?.id ?? 'new';
  // Before the screen shows it, so a Continue at once sends the address it shows.
  useLayoutEffect(() => {
    if (state.addressChoice === null && first) {
      dispatch({ type: 'savedAddressPicked', address: first });
    }
  });

  const full = saved.length >= ADDRESSES_MAX;
  return {
    saved,
    loading: list.isPending,
    choice,
    choose: (next: AddressChoice) => {
      const address = saved.find((candidate) => candidate.id === next);
      dispatch(
        address ? { type: 'savedAddressPicked', address } : { type: 'newAddressPicked', blank },
      );
    },
    full,
    /** Only a new address is saved, and only while there is room (the server checks again). */
    saveWanted: choice === 'new' && state.saveAddress && !full,
  };
}
