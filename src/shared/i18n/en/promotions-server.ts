/** Why the server refuses a coupon or a promotion (issue 19). */
export const promotionServerMessages = {
  // The order's re-check of its code (COUPON_REFUSALS); {code} is the code, {amount} whole taka
  'errors.coupon.unknown': 'There is no code {code}. Remove it to place your order.',
  'errors.coupon.not_started':
    'The code {code} has not started yet. Remove it to place your order.',
  'errors.coupon.expired': 'The code {code} has expired. Remove it to place your order.',
  'errors.coupon.used_up': 'The code {code} has just been used up. Remove it to place your order.',
  'errors.coupon.per_customer':
    'You have already used the code {code}. Remove it to place your order.',
  'errors.coupon.first_order':
    'The code {code} is for first orders only. Remove it to place your order.',
  'errors.coupon.minimum':
    'Add ৳{amount} more to use {code}, or remove the code to place your order.',
  'errors.coupon.scope':
    'The code {code} is not valid for the products in your cart. Remove it to place your order.',
  'errors.coupon.sale_items':
    'The code {code} is not valid for sale items. Remove it to place your order.',

  // The order e-mails' totals: the coupon's discount, and delivery waived by a code or the offer
  'mail.order.discount': 'Discount ({code})',
  'mail.order.freeDelivery': 'Free ({amount} waived)',
};
