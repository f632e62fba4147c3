/** Why the server refuses receiving or refunding a return, and the history lines they write (issue 21). */
export const returnRefundServerMessages = {
  'errors.returns.money.notReceivable':
    'Only an accepted return, or one on its way back, can be received. Reload the page to see where it stands.',
  'errors.returns.money.notRefundable':
    'Only a received return that nobody is refunding yet can be refunded. Reload the page to see where it stands.',
  'errors.returns.money.lines':
    'Name every line of this return exactly once, each with how many go back on the shelf.',
  // {name} is the item's name, {count} how many of it came back
  'errors.returns.money.restockTooMany':
    'Only {count} of {name} came back: restock from 0 to {count} of it.',
  // {left} is money
  'errors.returns.money.tooMuch':
    'This order has only {left} left to give back: refund at most that.',
  'errors.returns.money.notPaidOnline':
    'This order was not paid online, so there is no gateway to refund through. Send the money by bKash or bank transfer and record its transaction ID.',
  // History lines on the order. {restocked} and {count} are numbers of items
  'returns.money.note.received': 'Restocked {restocked} of {count}',
  // {line} is one of the lines above, {note} the admin's own words
  'returns.money.note.withNote': '{line}. {note}',
  // {amount} is money, {method} one of the methods below, {reference} the refund's id
  'returns.money.note.refunded': 'Refunded {amount} by {method} (ref. {reference})',
  'returns.money.note.refundedAsCredit': 'Refunded {amount} as store credit',
  // {gateway} is bKash or SSLCommerz
  'returns.money.method.gateway': '{gateway} online refund',
  'returns.money.method.bkash': 'bKash',
  'returns.money.method.bank': 'bank transfer',
  'returns.money.method.credit': 'store credit',
  // {total} is money: the order's total
  'returns.money.note.allBack': 'All {total} of the order is given back',
} as const;
