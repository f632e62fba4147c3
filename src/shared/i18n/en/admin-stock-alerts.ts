/** Admin → Stock's "Back in stock": shoppers waiting for sold-out items (docs/decisions/045). */
export const adminStockAlertMessages = {
  'admin.stockAlerts.title': 'Back in stock',
  'admin.stockAlerts.waiting.one': '{count} shopper waiting',
  'admin.stockAlerts.waiting.other': '{count} shoppers waiting',
  'admin.stockAlerts.told': '{count} told this month',
  'admin.stockAlerts.loadFailed': 'Could not load who is waiting',
  'admin.stockAlerts.factor.label': 'Shoppers told per unit that comes back',
  'admin.stockAlerts.factor.hint':
    'When 2 units come back and this is 3, the first 6 who asked are told.',
  'admin.stockAlerts.factor.save': 'Save',
  'admin.stockAlerts.factor.saved': 'Saved: {factor} shoppers told per unit that comes back',
  'admin.stockAlerts.factor.failed': 'Could not save the shoppers told per unit',
  'admin.stockAlerts.list': 'Most waited for',
  'admin.stockAlerts.col.product': 'Product',
  'admin.stockAlerts.col.stock': 'In stock',
  'admin.stockAlerts.col.waiting': 'Waiting',
  'admin.stockAlerts.none': 'Nobody is waiting for a sold-out item.',
  'admin.stockAlerts.countNeedsStock':
    'Counting the stock needs the stock permission. Here you can see who waits for sold-out items.',
} as const;
