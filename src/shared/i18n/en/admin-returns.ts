/** Returns in the admin panel (issue 21): the list, a return's page, its actions; and their checks. */
export const adminReturnMessages = {
  'validation.returns.note': 'Write a note for the shopper',
  'validation.returns.decision': 'Choose to accept or refuse the return',
  'validation.returns.pickup': 'Enter the courier and its tracking code',
  'validation.returns.restock':
    'Enter how many go back on the shelf, from 0 to the quantity returned',
  'validation.returns.amount': 'Enter an amount in taka above 0',
  'validation.returns.transactionId': 'Enter the transaction ID (letters and digits)',
  'validation.returns.refundMethod': 'Choose how the money goes back',
  'validation.returns.status': 'Choose a return status',
} as const;
