import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import { createTranslator } from '#shared/i18n/translator';
import type { SavedAddress } from '#shared/schemas/address';
import type { ShippingValues } from '../utils/checkout-form';
import { checkShipping } from '../utils/shipping-check';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  checkoutStart,
  refusalOf,
  SHIPPING_UNCHECKED,
  type ShippingCheck,
} from './use-checkout';

const { message } = createTranslator('en', ALL_MESSAGES.en);

const account: ShippingValues = {
  email: 'rina@example.com',
  firstName: 'Rina',
  lastName: 'Akter',
  address: '',
  district: '',
  area: '',
  city: '',
  zipCode: '',
  phone: '01712345678',
};
const filled: ShippingValues = {
  ...account,
  address: 'House 4, Road 2',
  district: 'dhaka',
  area: 'Dhanmondi',
  city: 'Dhaka',
};
const office: SavedAddress = {
  id: 7,
  label: 'Office',
  firstName: 'Rina',
  lastName: 'Begum',
  phone: '01812345678',
  address: 'Holding 12, Amberkhana',
  district: 'sylhet',
  area: null,
  city: 'Sylhet',
  zipCode: '3100',
  isDefault: true,
};

/** Frozen all the way down: a reducer that changed its input would throw here. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

const run = (state: CheckoutState, ...actions: CheckoutAction[]) =>
  actions.reduce((now, action) => checkoutReducer(frozen(now), action), state);

const passed = (): CheckoutAction => ({ type: 'submitted', shipping: SHIPPING_UNCHECKED });
const atStep = (step: number, changes: Partial<CheckoutState> = {}): CheckoutState => ({
  ...checkoutStart(filled),
  ...changes,
  step,
});
const emptyCity: ShippingCheck = { errors: { city: 'checkout.error.city' }, missingRequired: true };

describe('the checkout reducer', () => {
  it('starts on step 1 with the account’s details, Dhaka, bKash and nothing refused', () => {
    expect(checkoutStart(account)).toEqual({
      step: 1,
      shipping: account,
      shippingErrors: {},
      location: 'dhaka',
      method: 'bkash',
      transactionId: '',
      transactionIdError: undefined,
      cartRefusal: null,
      addressChoice: null,
      saveAddress: true,
      shippingTyped: false,
    });
  });

  it('walks the five bKash steps, the transaction ID typed on the fourth', () => {
    const steps = [passed(), passed(), passed()];
    const onInstructions = run(checkoutStart(filled), ...steps);
    expect(onInstructions.step).toBe(4);
    const onReview = run(onInstructions, { type: 'transactionIdTyped', value: 'BK-1' }, passed());
    expect(onReview.step).toBe(5);
    // The review is the last step: a passing check leaves the shopper there to place the order.
    expect(run(onReview, passed()).step).toBe(5);
  });

  it('goes from the payment method to the review with cash on delivery and the online methods', () => {
    for (const method of ['cod', 'bkash_online', 'sslcommerz'] as const) {
      expect(run(atStep(3), { type: 'methodChosen', method }, passed()).step).toBe(4);
    }
  });

  it('goes back a step, to any step from the review, and never outside the method’s steps', () => {
    expect(run(atStep(3), { type: 'goTo', step: 2 }).step).toBe(2);
    expect(run(atStep(5), { type: 'goTo', step: 1 }).step).toBe(1);
    expect(run(atStep(1), { type: 'goTo', step: 0 }).step).toBe(1);
    expect(run(atStep(4, { method: 'cod' }), { type: 'goTo', step: 5 }).step).toBe(4);
  });

  it('keeps the shopper on step 1 with the errors the shipping check found', () => {
    const refused = run(checkoutStart(account), { type: 'submitted', shipping: emptyCity });
    expect(refused.step).toBe(1);
    expect(refused.shippingErrors).toEqual(emptyCity.errors);
    // Passing clears them and goes on.
    const passing = run(refused, { type: 'submitted', shipping: SHIPPING_UNCHECKED });
    expect(passing).toMatchObject({ step: 2, shippingErrors: {} });
  });

  it('keeps the shopper on the instructions until a transaction ID is typed (spaces are none)', () => {
    const blank = run(atStep(4, { transactionId: '   ' }), passed());
    expect(blank.step).toBe(4);
    expect(message(blank.transactionIdError ?? '')).toBe('Please provide transaction ID');
    const typed = run(blank, { type: 'transactionIdTyped', value: 'BK-9' });
    expect(typed.transactionIdError).toBeUndefined();
    expect(run(typed, passed()).step).toBe(5);
  });

  it('does not check the shipping details or the transaction ID on steps 2 and 3', () => {
    const stale = { shippingErrors: { city: 'checkout.error.city' } };
    const fromDelivery = run(atStep(2, stale), { type: 'submitted', shipping: emptyCity });
    expect(fromDelivery).toMatchObject({ step: 3, shippingErrors: stale.shippingErrors });
    expect(refusalOf(atStep(3), emptyCity)).toBeNull();
    expect(run(atStep(3), passed()).transactionIdError).toBeUndefined();
  });

  it('checks both again on the review, sending the shopper back to the step that fixes it', () => {
    const noAddress = run(atStep(5, { transactionId: 'BK-1' }), {
      type: 'submitted',
      shipping: emptyCity,
    });
    expect(noAddress).toMatchObject({ step: 1, shippingErrors: emptyCity.errors });
    const noId = run(atStep(5), passed());
    expect(noId.step).toBe(4);
    expect(message(noId.transactionIdError ?? '')).toBe('Please provide transaction ID');
    // Cash on delivery has no ID to give.
    expect(run(atStep(4, { method: 'cod' }), passed()).step).toBe(4);
    expect(refusalOf(atStep(4, { method: 'cod' }), SHIPPING_UNCHECKED)).toBeNull();
  });

  it('says why in the toast: empty required fields first, else the first field’s own words', () => {
    const check = checkShipping({ ...filled, city: ' ', phone: '12345' });
    expect(message(refusalOf(checkoutStart(filled), check)?.message ?? '')).toBe(
      'Please fill in all required fields',
    );
    const badPhone = checkShipping({ ...filled, phone: '12345' });
    const refusal = refusalOf(checkoutStart(filled), badPhone);
    expect(refusal?.field).toBe('phone');
    expect(message(refusal?.message ?? '')).toBe(
      'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
    );
    expect(refusalOf(atStep(4), SHIPPING_UNCHECKED)?.field).toBe('transactionId');
  });

  it('takes what the shopper types, clears that field’s error only, and follows the district', () => {
    const state = atStep(1, {
      shippingErrors: { city: 'checkout.error.city', phone: 'checkout.error.phone' },
    });
    const typed = run(state, { type: 'shippingEdited', field: 'city', value: 'Sylhet' });
    expect(typed).toMatchObject({ shippingTyped: true, location: 'dhaka' });
    expect(typed.shipping.city).toBe('Sylhet');
    expect(typed.shippingErrors).toEqual({ city: undefined, phone: 'checkout.error.phone' });
    const sylhet = run(typed, { type: 'shippingEdited', field: 'district', value: 'sylhet' });
    expect(sylhet.location).toBe('outside');
    // "Choose your district" again leaves the delivery as it was.
    expect(run(sylhet, { type: 'shippingEdited', field: 'district', value: '' }).location).toBe(
      'outside',
    );
  });

  it('fills step 1 from a saved address, and empties it for a new one keeping the e-mail', () => {
    const typed = run(checkoutStart(account), {
      type: 'shippingEdited',
      field: 'email',
      value: 'new@example.com',
    });
    const picked = run(
      { ...typed, shippingErrors: { city: 'checkout.error.city' } },
      { type: 'savedAddressPicked', address: office },
    );
    expect(picked).toMatchObject({ addressChoice: 7, location: 'outside', shippingErrors: {} });
    expect(picked.shipping).toEqual({
      email: 'new@example.com',
      firstName: 'Rina',
      lastName: 'Begum',
      address: 'Holding 12, Amberkhana',
      district: 'sylhet',
      area: '',
      city: 'Sylhet',
      zipCode: '3100',
      phone: '01812345678',
    });
    const fresh = run(picked, { type: 'newAddressPicked', blank: account });
    expect(fresh).toMatchObject({ addressChoice: 'new', location: 'outside', shippingErrors: {} });
    expect(fresh.shipping).toEqual({ ...account, email: 'new@example.com' });
  });

  it('keeps the wish to save the address and the delivery location as chosen', () => {
    expect(run(atStep(1), { type: 'saveAddressSet', save: false }).saveAddress).toBe(false);
    expect(run(atStep(2), { type: 'locationChosen', location: 'outside' }).location).toBe(
      'outside',
    );
  });

  it('clears the transaction ID’s error on a switch to a method without one, keeping the ID', () => {
    const refused = atStep(3, { transactionId: 'BK-USED', transactionIdError: 'Used' });
    expect(run(refused, { type: 'methodChosen', method: 'cod' })).toMatchObject({
      method: 'cod',
      transactionId: 'BK-USED',
      transactionIdError: undefined,
    });
    expect(run(refused, { type: 'methodChosen', method: 'sslcommerz' }).transactionIdError).toBe(
      undefined,
    );
    expect(run(refused, { type: 'methodChosen', method: 'bank' }).transactionIdError).toBe('Used');
    // A switch on the review lands on the new method's last step.
    expect(run(atStep(5), { type: 'methodChosen', method: 'cod' }).step).toBe(4);
  });

  it('shows why the server refused the order, and forgets it when the order is sent again', () => {
    const cart = run(atStep(4, { method: 'cod' }), {
      type: 'orderRefused',
      refusal: 'Out of stock',
      about: 'cart',
    });
    expect(cart).toMatchObject({ step: 4, cartRefusal: 'Out of stock' });
    expect(run(cart, { type: 'orderSent' }).cartRefusal).toBeNull();

    const used = run(atStep(5, { transactionId: 'BK-USED' }), {
      type: 'orderRefused',
      refusal: 'This transaction ID has already been used',
      about: 'transactionId',
    });
    expect(used).toMatchObject({
      step: 4,
      transactionIdError: 'This transaction ID has already been used',
    });

    const state = frozen(atStep(5));
    expect(checkoutReducer(state, { type: 'orderRefused', refusal: 'x', about: 'other' })).toBe(
      state,
    );
  });
});
