/**
 * The checkout's state in one pure reducer. The effects (the shipping check loaded on demand,
 * toasts, focus, the order request) stay with the form, which dispatches what they found.
 */
import { useReducer } from 'react';
import { locationOfDistrict } from '#shared/addresses';
import { needsTransactionId } from '#shared/payments';
import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';
import type { SavedAddress } from '#shared/schemas/address';
import type { AddressChoice } from '../components/saved-address-picker';
import {
  REQUIRED_FIELDS_MESSAGE,
  type ShippingErrors,
  type ShippingField,
  type ShippingValues,
  TRANSACTION_ID_MESSAGE,
} from '../utils/checkout-form';
import { clampStep, isLastStep, stepAt, stepsFor } from '../utils/checkout-steps';

export type CheckoutState = {
  /** 1-based, always one of the method's steps. */
  step: number;
  shipping: ShippingValues;
  shippingErrors: ShippingErrors;
  location: DeliveryLocation;
  method: PaymentMethod;
  transactionId: string;
  /** A catalogue key or the server's words, shown through message(); so is `cartRefusal`. */
  transactionIdError: string | undefined;
  cartRefusal: string | null;
  /** Step 1's saved address or 'new'; null until one is picked (the default then shows). */
  addressChoice: AddressChoice | null;
  saveAddress: boolean;
  /** The shopper has typed in step 1: the default address no longer fills it. */
  shippingTyped: boolean;
};

/** The shipping check's answer (`shipping-check.ts`); the steps without it send this: */
export type ShippingCheck = { errors: ShippingErrors; missingRequired: boolean };
export const SHIPPING_UNCHECKED: ShippingCheck = { errors: {}, missingRequired: false };

export type CheckoutAction =
  /** Back, and Edit on the review. */
  | { type: 'goTo'; step: number }
  /** Continue, or Place Order on the review: the step's checks, then the next step. */
  | { type: 'submitted'; shipping: ShippingCheck }
  | { type: 'shippingEdited'; field: ShippingField; value: string }
  | { type: 'savedAddressPicked'; address: SavedAddress }
  /** `blank` is what step 1 started with (the account's name, e-mail and phone). */
  | { type: 'newAddressPicked'; blank: ShippingValues }
  | { type: 'saveAddressSet'; save: boolean }
  | { type: 'locationChosen'; location: DeliveryLocation }
  | { type: 'methodChosen'; method: PaymentMethod }
  | { type: 'transactionIdTyped'; value: string }
  | { type: 'orderSent' }
  | OrderRefused;

export type OrderRefused = {
  type: 'orderRefused';
  refusal: string;
  about: 'cart' | 'transactionId' | 'other';
};

/** What keeps the shopper on a step, with the toast's words. */
export type Refusal = { field: ShippingField | 'transactionId'; message: string };

export function checkoutStart(shipping: ShippingValues): CheckoutState {
  return {
    step: 1,
    shipping,
    shippingErrors: {},
    location: 'dhaka',
    method: 'bkash',
    transactionId: '',
    transactionIdError: undefined,
    cartRefusal: null,
    addressChoice: null,
    saveAddress: true,
    shippingTyped: false,
  };
}

const moveTo = (state: CheckoutState, step: number): CheckoutState => ({
  ...state,
  step: clampStep(step, state.method),
});

const instructionsStep = (method: PaymentMethod) => stepsFor(method).indexOf('instructions') + 1;

export const checksShipping = (state: CheckoutState) =>
  ['shipping', 'review'].includes(stepAt(state.step, state.method));

/**
 * Why the shopper cannot go on. Step 1 checks the shipping details, the instructions the
 * transaction ID, and the review both again: Edit can send the shopper back to change anything.
 */
export function refusalOf(state: CheckoutState, shipping: ShippingCheck): Refusal | null {
  const current = stepAt(state.step, state.method);
  const [field] = Object.keys(shipping.errors) as ShippingField[];
  if (checksShipping(state) && field !== undefined) {
    // An empty required field has its own words, whichever field comes first.
    const message = shipping.missingRequired
      ? REQUIRED_FIELDS_MESSAGE
      : (shipping.errors[field] ?? REQUIRED_FIELDS_MESSAGE);
    return { field, message };
  }
  const checksId = current === 'instructions' || current === 'review';
  if (checksId && needsTransactionId(state.method) && state.transactionId.trim() === '') {
    return { field: 'transactionId', message: TRANSACTION_ID_MESSAGE };
  }
  return null;
}

/** A refusal sends the shopper to the step that fixes it: the same one, or back from the review. */
function submitted(state: CheckoutState, shipping: ShippingCheck): CheckoutState {
  const refusal = refusalOf(state, shipping);
  const checked = checksShipping(state) ? { ...state, shippingErrors: shipping.errors } : state;
  if (refusal?.field === 'transactionId') {
    const back = moveTo(checked, instructionsStep(state.method));
    return { ...back, transactionIdError: TRANSACTION_ID_MESSAGE };
  }
  if (refusal) return moveTo(checked, 1);
  return isLastStep(state.step, state.method) ? checked : moveTo(checked, state.step + 1);
}

function shippingEdited(state: CheckoutState, field: ShippingField, value: string): CheckoutState {
  const errors = state.shippingErrors;
  return {
    ...state,
    shippingTyped: true,
    shipping: { ...state.shipping, [field]: value },
    location: field === 'district' && value ? locationOfDistrict(value) : state.location,
    // An error goes away once the shopper has fixed that field; new ones wait for Continue.
    shippingErrors: errors[field] ? { ...errors, [field]: undefined } : errors,
  };
}

function savedAddressPicked(state: CheckoutState, address: SavedAddress): CheckoutState {
  return {
    ...state,
    addressChoice: address.id,
    shipping: {
      ...state.shipping,
      firstName: address.firstName,
      lastName: address.lastName,
      phone: address.phone,
      address: address.address,
      district: address.district,
      area: address.area ?? '',
      city: address.city,
      zipCode: address.zipCode ?? '',
    },
    location: locationOfDistrict(address.district),
    shippingErrors: {},
  };
}

function orderRefused(state: CheckoutState, { refusal, about }: OrderRefused): CheckoutState {
  if (about === 'cart') return { ...state, cartRefusal: refusal };
  if (about === 'other') return state;
  return { ...moveTo(state, instructionsStep(state.method)), transactionIdError: refusal };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'goTo':
      return moveTo(state, action.step);
    case 'submitted':
      return submitted(state, action.shipping);
    case 'shippingEdited':
      return shippingEdited(state, action.field, action.value);
    case 'savedAddressPicked':
      return savedAddressPicked(state, action.address);
    case 'newAddressPicked':
      return {
        ...state,
        addressChoice: 'new',
        shipping: { ...action.blank, email: state.shipping.email },
        shippingErrors: {},
      };
    case 'saveAddressSet':
      return { ...state, saveAddress: action.save };
    case 'locationChosen':
      return { ...state, location: action.location };
    case 'methodChosen': {
      // Cash on delivery and the online methods ask for no transaction ID: its error goes; what
      // was typed stays for a switch back (the order leaves it out).
      const error = needsTransactionId(action.method) ? state.transactionIdError : undefined;
      return moveTo({ ...state, method: action.method, transactionIdError: error }, state.step);
    }
    case 'transactionIdTyped':
      return { ...state, transactionId: action.value, transactionIdError: undefined };
    case 'orderSent':
      return { ...state, cartRefusal: null };
    case 'orderRefused':
      return orderRefused(state, action);
  }
}

export function useCheckout(initialShipping: ShippingValues) {
  const [state, dispatch] = useReducer(checkoutReducer, initialShipping, checkoutStart);
  return {
    state,
    dispatch,
    current: stepAt(state.step, state.method),
    last: isLastStep(state.step, state.method),
  };
}
