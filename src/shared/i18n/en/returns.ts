/**
 * A shopper's words for returns (issue 21): the order page's return form and the return's steps.
 * Loaded with the order page (src/web/lib/return-words.tsx), not with every page.
 */
export const returnMessages = {
  // A return's states, on the order page, in the history and in the admin's lists
  'returns.status.requested': 'Return requested',
  'returns.status.accepted': 'Return accepted',
  'returns.status.refused': 'Return refused',
  'returns.status.on_way_back': 'On its way back',
  'returns.status.received': 'Received by the shop',
  'returns.status.refunded': 'Refunded',
  // {status} is one of the above
  'returns.event': 'Return: {status}',
  'validation.returns.quantity': 'Choose how many to return',
  'validation.returns.lines': 'Choose at least one item to return',
  'validation.returns.reason': 'Tell us why you are returning it',
  'validation.returns.reasonTooLong': 'The reason must be at most {max} characters',
  'validation.returns.photos': 'Add at most {max} photos',
} as const;
