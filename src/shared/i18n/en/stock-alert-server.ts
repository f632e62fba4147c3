/** Why the server refuses a "Notify me", and the SMS and e-mail that say a variant is back. */
export const stockAlertServerMessages = {
  'stockAlerts.validation.variant': 'Choose the shade or size to be told about',
  'stockAlerts.validation.channel': 'Choose how to be told: sms or email',
  'stockAlerts.validation.id': 'That request is not one of yours. Reload the page.',
  'stockAlerts.validation.factor': 'Shoppers told per unit must be a whole number from 1 to {max}',
  'errors.stockAlert.notFound': 'We could not find that product. Reload the page and try again.',
  'errors.stockAlert.inStock': 'Good news: it is in stock now. Add it to your cart.',
  'errors.stockAlert.already': 'You will already be told when it is back.',
  'errors.stockAlert.noPhone':
    'Your account has no verified phone number. Sign in with your phone first, or choose e-mail.',
  'errors.stockAlert.noEmail': 'Your account has no e-mail address. Choose SMS instead.',
  'errors.stockAlert.gone': 'That request was already sent or cancelled.',
  'mail.stockAlert.subject': '{product} is back in stock at {shop}',
  'mail.stockAlert.heading': 'It is back: {product}',
  'mail.stockAlert.body':
    'You asked us to tell you when {product} came back. It is in stock now, while it lasts.',
  'mail.stockAlert.action': 'See it in the shop',
  // GSM-7 only: the product name is the shopper's own risk of a second part.
  'sms.stockAlert': '{shop}: {product} is back in stock. {url}',
};
