/** Points and store credit (decisions 048, 049): why an owner's rule or a spend is refused. */
export const pointsServerMessages = {
  'points.validation.use': 'Points to use must be a whole number, 0 or more',
  'points.validation.enabled': 'Say whether the shop gives points',
  'points.validation.earnTaka': 'Taka for one point must be a whole number from 1 to 100000',
  'points.validation.worthTaka': 'What a point is worth must be whole taka from 1 to 1000',
  'points.validation.expireMonths': 'Months points last must be a whole number from 1 to 60',
  'points.validation.maxPercent': 'The share points may pay must be a whole percent from 1 to 100',
  'errors.points.off': 'The shop does not take points now',
  'errors.points.notEnough': 'You have {held} points, not {asked}',
  'errors.points.overCap': 'At most {cap} points can be used on this order',
  'credit.validation.use': 'Store credit to use must be a whole amount, 0 or more',
  'credit.validation.refunds': 'Say whether refunds may be taken as store credit',
  'credit.validation.expireMonths': 'Months credit lasts must be a whole number from 1 to 60',
  'credit.validation.change': 'The credit to add or remove must be a whole amount, not 0',
  'credit.validation.reason': 'Give a reason of 3 to 200 characters',
  'errors.credit.notEnough': 'You have ৳{held} of store credit, not ৳{asked}',
  'errors.credit.overTotal': 'This order needs at most ৳{total} of store credit',
  'errors.credit.nothingToPay':
    'Store credit pays all of this order: choose cash on delivery, with nothing to pay',
  'errors.credit.removeMore': 'The customer has ৳{held} of store credit, less than ৳{asked}',
  'errors.credit.refundsOff': 'The shop does not give refunds as store credit now',
  'errors.credit.refundAsMoney': 'The customer asked for the money back, not store credit',
  'errors.credit.refundAsCredit': 'The customer asked for store credit: refund it as credit',
  'errors.credit.accountGone':
    'The customer deleted the account that store credit would go to: refund the money instead',
  'mail.order.points': 'Points ({points})',
  'mail.order.credit': 'Store credit',
};
