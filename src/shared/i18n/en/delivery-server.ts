/** Why the server refuses a delivery action (issue 21): booking, cancelling, holds and returns. */
export const deliveryServerMessages = {
  'errors.delivery.notBookable':
    'This order cannot be booked now: it is not processing, or a parcel is already on its way.',
  'errors.delivery.heldForCall':
    'This order is held for a confirmation call. Release it before booking.',
  'errors.delivery.courierNotConfigured': 'This courier is not set up for the shop.',
  // {courier} is the courier's name, {message} its own words
  'errors.delivery.courierRefused': '{courier} refused the parcel: {message}',
  'errors.delivery.courierUnavailable':
    '{courier} did not answer. Nothing was booked: try again in a minute.',
  'errors.delivery.notCancellable': 'This order has no parcel on its way that can be cancelled.',
  'errors.delivery.noAttention': 'This order is not waiting for a decision about its parcel.',
  'errors.delivery.unknownParcel': 'No parcel of the shop has this consignment id.',
} as const;
