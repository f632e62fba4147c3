/** Tracking an order by its number and phone, without an account (features/track, modules/track). */
export const track = {
  'track.title': 'Track Your Order',
  'track.heading': 'Track your order',
  'track.intro':
    'Enter the order number and the mobile number given at checkout. No account needed, so a relative who paid can follow the parcel too.',
  'track.field.orderNumber': 'Order number',
  'track.field.orderNumberHint': 'The 8 characters after # in your order message, e.g. A1B2C3D4',
  'track.field.phone': 'Mobile number',
  'track.field.phoneHint': 'The number on the order, e.g. 01712345678',
  'track.submit': 'Track Order',
  'track.submitting': 'Looking up…',
  'track.orderNumber.invalid': 'Please enter the 8-character order number, e.g. A1B2C3D4',
  'track.notFound':
    'We found no order with this order number and mobile number. Please check both and try again.',
  'track.tooMany':
    'Too many lookups from your network. Please try again in {wait}, or sign in to see your orders.',
  'track.failed': 'We could not look up the order. Please check your connection and try again.',
  'track.result.heading': 'Order #{id}',
  'track.result.placedOn': 'Placed on {date}',
  'track.result.status': 'Order status',
  'track.result.deliveryTo': 'Delivery to {city}',
};
