/**
 * Coupon codes and free delivery in the cart and at checkout, and the discount on orders (issue 19).
 * A catalogue of its own, loaded by the parts that show them (web/lib/coupon-words.ts): in the shop
 * catalogue it put every Bangla page over the 90 KB first-load budget (docs/decisions/007).
 */
export const couponMessages = {
  'validation.couponCode.invalid': 'Enter a code of letters and digits, up to 30.',

  // The coupon box (cart and checkout review)
  'coupon.label': 'Have a code?',
  'coupon.apply': 'Apply',
  'coupon.remove': 'Remove',
  'coupon.removeCode': 'Remove code {code}',
  'coupon.applied': '{code} applied',
  'coupon.checkFailed': 'Could not check the code. Please try again.',

  // Why a code takes nothing off (COUPON_REFUSALS)
  'coupon.refusal.minimum': 'Add {amount} more to use {code}',
  'coupon.refusal.expired': 'This code has expired',
  'coupon.refusal.not_started': 'This code has not started yet',
  'coupon.refusal.used_up': 'This code has been used up',
  'coupon.refusal.per_customer': 'You have already used this code',
  'coupon.refusal.first_order': 'This code is for first orders only',
  'coupon.refusal.scope': 'Not valid for these products',
  'coupon.refusal.sale_items': 'Not valid for sale items',
  'coupon.refusal.unknown': 'There is no code {code}',

  // Totals with a discount (cart, checkout, order page, tracker, admin order and invoice)
  'coupon.discount': 'Discount ({code})',
  'points.discount': 'Points ({points})',
  'coupon.free': 'Free',
  'coupon.deliveryInsideDhaka': 'Delivery (inside Dhaka)',
  'coupon.total': 'Total',
  'coupon.outsideDhakaNote': 'Delivery outside Dhaka is {fee}; you choose at checkout.',

  // Free-delivery progress
  'freeDelivery.remaining': '{amount} more for free delivery',
  'freeDelivery.reached': 'You get free delivery',

  // Store credit paid toward an order (decision 049), and what is left to pay
  'credit.paid': 'Store credit',
  'credit.toPay': 'To pay',
};
