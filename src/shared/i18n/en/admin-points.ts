/** Admin → Promotions → Loyalty points (docs/decisions/048). */
export const adminPointsMessages = {
  'admin.points.title': 'Loyalty points',
  'admin.points.description':
    'Shoppers earn points when an order is delivered and spend them at checkout as a discount. A cancelled order gives its points back; a return takes back what its items earned.',
  'admin.points.on': 'On',
  'admin.points.off': 'Off',
  'admin.points.loadFailed': 'Could not load the points rule',
  'admin.points.enabled': 'Give points and let shoppers spend them',
  'admin.points.earnTaka': 'Taka spent for 1 point',
  'admin.points.worthTaka': '1 point is worth (taka)',
  'admin.points.expireMonths': 'Months a point lasts',
  'admin.points.maxPercent': 'Most of an order points may pay (%)',
  'admin.points.save': 'Save',
  'admin.points.saving': 'Saving…',
  'admin.points.saved': 'Saved the points rule',
  'admin.points.failed': 'Could not save the points rule',

  // Store credit (decision 049), beside the points
  'admin.credit.title': 'Store credit',
  'admin.credit.description':
    'Shoppers hold store credit from returns refunded as credit and from staff who add it; it pays part or all of a later order. A cancelled order gives its credit back.',
  'admin.credit.loadFailed': 'Could not load the store credit rule',
  'admin.credit.refunds': 'Let shoppers take a return’s refund as store credit',
  'admin.credit.expireMonths': 'Months credit lasts',
  'admin.credit.save': 'Save',
  'admin.credit.saving': 'Saving…',
  'admin.credit.saved': 'Saved the store credit rule',
  'admin.credit.failed': 'Could not save the store credit rule',
} as const;
