/** The catalogue feeds on the import and export page (issue 39; part of the admin catalogue). */
export const adminFeedsMessages = {
  'admin.feeds.heading': 'Catalogue feeds',
  'admin.feeds.text':
    'Give these addresses to Meta Commerce Manager (Facebook and Instagram shops) and Google Merchant Center. Each feed is rebuilt when the catalogue changes.',
  'admin.feeds.public':
    'Anyone with an address can read these feeds. Set FEED_TOKEN to make them private.',
  'admin.feeds.private':
    'Private: the addresses carry the secret token (FEED_TOKEN); without it the feeds answer "not found".',
  'admin.feeds.kind.meta': 'Facebook and Instagram (Meta)',
  'admin.feeds.kind.google': 'Google Merchant Center',
  'admin.feeds.copy': 'Copy',
  'admin.feeds.copied': 'Address copied',
  'admin.feeds.copyFailed': 'Could not copy: select the address and copy it yourself',
  'admin.feeds.lastBuild': 'Last built {when}: {rows} rows.',
  'admin.feeds.never': 'Not built yet.',
  'admin.feeds.building': 'Building the catalogue as it is now…',
  'admin.feeds.leftOutTitle': 'Left out, because the feed would be refused without it:',
  'admin.feeds.reason.noSku': '{count} without a SKU:',
  'admin.feeds.reason.longSku': '{count} with a SKU longer than 50 characters:',
  'admin.feeds.reason.noPrice': '{count} without a price:',
  'admin.feeds.reason.noImage': '{count} without a picture:',
  'admin.feeds.reason.noBrand': '{count} without a brand:',
  'admin.feeds.nothingLeftOut': 'Every shade and size of every active product is in the feed.',
  'admin.feeds.loadFailed': 'Could not load the feeds',
};
