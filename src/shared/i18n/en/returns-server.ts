/** Why the server refuses a shopper's return (issue 21). */
export const returnServerMessages = {
  'errors.returns.notDelivered':
    'You can ask for a return once the order is delivered. This order has not been delivered yet.',
  // {days} is the window, {date} the day it was delivered
  'errors.returns.windowClosed':
    'You can ask for a return within {days} days of delivery; this order was delivered on {date}, so its return window has closed. Please contact us if something is wrong with it.',
  'errors.returns.open':
    'A return of this order is already being dealt with. You can ask for another once it is finished.',
  'errors.returns.notInOrder':
    'One of the items you chose is not in this order. Reload the page and choose again.',
  // {name} is the item's name, {count} how many can still be returned
  'errors.returns.tooMany':
    'You can return at most {count} of {name}: that is how many you bought and have not returned yet.',
  'errors.returns.nothingLeft': 'Every {name} of this order has already been returned.',
  'errors.returns.photo':
    'One of the photos was not uploaded by you for a return. Upload the photos again and resend.',
} as const;
