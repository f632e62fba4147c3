/** Counting the stock against a sheet (issue 41). */
export const adminStockCountMessages = {
  'admin.stockCount.title': 'Stock count',
  'admin.stockCount.description':
    'Download the sheet, count the shelf, write each figure in the Counted column and upload the sheet. A line left empty is not counted. Units off sale for their expiry are not on the sheet.',
  'admin.stockCount.link': 'Stock count',
  'admin.stockCount.category': 'Count',
  'admin.stockCount.wholeShop': 'The whole shop',
  'admin.stockCount.download': 'Download the count sheet',
  'admin.stockCount.downloadFailed': 'Could not download the count sheet',
  'admin.stockCount.file': 'Filled sheet (CSV)',
  'admin.stockCount.check': 'Show the differences',
  'admin.stockCount.checkFailed': 'Could not read the sheet',
  'admin.stockCount.counted': 'Lines counted: {count}',
  'admin.stockCount.noDifferences': 'Every line counted matches the stock: nothing to change.',
  'admin.stockCount.col.product': 'Product',
  'admin.stockCount.col.batch': 'Batch',
  'admin.stockCount.col.expected': 'In stock',
  'admin.stockCount.col.counted': 'Counted',
  'admin.stockCount.col.difference': 'Difference',
  'admin.stockCount.col.value': 'Value at cost',
  'admin.stockCount.undated': 'Undated stock',
  'admin.stockCount.line': 'line {line}',
  'admin.stockCount.total': 'Total',
  'admin.stockCount.noCost': 'no cost price',
  'admin.stockCount.unvalued':
    '{count} differences have no cost price and are left out of the total',
  'admin.stockCount.apply': 'Apply the count',
  'admin.stockCount.applied': 'Count #{id} applied: {count} batches changed',
  'admin.stockCount.applyFailed': 'Could not apply the count',
  'admin.activity.action.stock.count': 'Stock counted',
  'admin.activity.entity.stockCount': 'Stock count',
  'validation.stockCount.category': 'Choose a category or the whole shop',
  'validation.stockCount.csv': 'Upload the filled count sheet (CSV)',
  'validation.stockCount.tooLarge': 'The sheet is too large: count one category at a time',
  'errors.stockCount.columns':
    'The sheet’s first line must name the columns SKU, Batch and Counted',
  'errors.stockCount.unclosedQuote': 'Line {line}: a quote is opened and never closed',
  'errors.stockCount.nothingCounted': 'No line has a counted figure: fill in the Counted column',
  'errors.stockCount.badCount':
    'Line {line}: the counted figure “{value}” is not a whole number of units from 0 to {max}',
  'errors.stockCount.unknownSku': 'Line {line}: no product or shade has the SKU “{sku}”',
  'errors.stockCount.otherCategory': 'Line {line}: {sku} is not in the category being counted',
  'errors.stockCount.unknownBatch': 'Line {line}: {sku} has no batch “{batch}”',
  'errors.stockCount.sameCode':
    'Line {line}: {sku} has several batches “{batch}”: write the batch as the sheet does (#id)',
  'errors.stockCount.duplicate':
    'Line {line}: batch “{batch}” of {sku} is counted again (first on line {first})',
  'errors.stockCount.offSale':
    'Line {line}: batch “{batch}” of {sku} is off sale for its expiry: leave its Counted empty',
} as const;
