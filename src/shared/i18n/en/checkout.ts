import { payLinkMessages } from './pay-link';
import { payments } from './payments';
import { phoneAccountCheckout } from './phone-account';

/** The five checkout steps and their results. */
export const checkout = {
  // Checkout page (pages/checkout-page.tsx)
  'checkout.page.title': 'Checkout',
  'checkout.page.heading': 'Checkout',
  'checkout.page.loadFailed': 'We could not load your cart. Please try again.',
  'checkout.page.tryAgain': 'Try Again',
  'checkout.empty.title': 'Your cart is empty',
  'checkout.empty.body': 'Add something to your cart to check out.',
  'checkout.empty.action': 'Start Shopping',

  // Step indicator, step headings and the form's buttons (components/checkout-steps.tsx, checkout-flow.tsx)
  'checkout.steps.label': 'Checkout steps',
  'checkout.steps.position': 'Step {number} of {total}:',
  'checkout.steps.done': '(done)',
  'checkout.step.shipping': 'Shipping',
  'checkout.step.delivery': 'Delivery',
  'checkout.step.payment': 'Payment',
  'checkout.step.instructions': 'Instructions',
  'checkout.step.review': 'Review',
  'checkout.heading.shipping': 'Shipping Information',
  'checkout.heading.delivery': 'Delivery Location',
  'checkout.heading.payment': 'Payment Method',
  'checkout.heading.instructions': 'Payment Instructions',
  'checkout.heading.review': 'Review Your Order',
  'checkout.button.back': 'Back',
  'checkout.button.continue': 'Continue',
  'checkout.button.placeOrder': 'Place Order',
  'checkout.button.processing': 'Processing...',
  'checkout.blocked': 'Fix the items in your cart to place the order.',

  // The form's own checks and the results of placing the order (utils/checkout-form.ts, checkout-flow.tsx)
  'checkout.error.requiredFields': 'Please fill in all required fields',
  'checkout.error.transactionId': 'Please provide transaction ID',
  'checkout.error.phoneRequired': 'Phone is required',
  'checkout.error.zipCodeTooLong': 'ZIP code must be at most {max} characters',
  'checkout.error.generic': 'Something went wrong. Please try again.',
  'checkout.toast.placed': 'Order placed successfully!',
  'checkout.toast.placeFailed': 'Failed to place order',
  // {messenger} and {facebook} are links, named by the two keys below
  'checkout.placed.confirm': 'Please confirm your payment via {messenger} or our {facebook}.',
  'checkout.placed.messenger': 'Messenger',
  'checkout.placed.facebook': 'Facebook page',

  // Lines the server would refuse (components/cart-problems-alert.tsx)
  'checkout.problems.intro':
    "Some items can't be ordered as they are and are left out of the total:",
  'checkout.problems.outOfStock': 'out of stock',
  'checkout.problems.inactive': 'no longer available',
  'checkout.problems.onlyLeft': 'only {count} left',
  'checkout.problems.reviewCart': 'Review your cart',

  // Step 1: shipping (components/shipping-step.tsx)
  'checkout.shipping.email': 'Email',
  'checkout.shipping.firstName': 'First Name',
  'checkout.shipping.lastName': 'Last Name',
  'checkout.shipping.address': 'Address',
  'checkout.shipping.addressPlaceholder': 'House, road, area',
  'checkout.shipping.city': 'City',
  'checkout.shipping.zipCode': 'ZIP Code',
  'checkout.shipping.phone': 'Phone',
  'checkout.optional': '(optional)',
  // {star} is the red asterisk that marks a required field
  'checkout.shipping.requiredNote': 'Fields marked {star} are required.',

  // Step 2: delivery location (components/delivery-step.tsx)
  'checkout.delivery.legend': 'Delivery location',
  'checkout.delivery.dhaka': 'Delivery within Dhaka city.',
  'checkout.delivery.outside': 'Delivery anywhere else in Bangladesh.',
  'checkout.delivery.byDistrict':
    'Set by your district, {district}. To change it, change the district on step 1.',

  // Step 3: payment method (components/payment-method-step.tsx)
  'checkout.payment.legend': 'Payment method',
  'checkout.payment.bkash': 'Send Money to our bKash number, then enter the transaction ID.',
  'checkout.payment.bank': 'Transfer to our bank account, then enter the transaction ID.',
  'checkout.payment.cod': 'Pay when your order arrives.',
  'checkout.payment.codOutside':
    'Pay when your order arrives. Outside Dhaka a {percent} COD charge is added to the subtotal.',

  // Step 4: payment instructions (components/payment-instructions-step.tsx)
  'checkout.instructions.label': 'How to pay',
  // {sendMoney} is the bKash menu item in bold, {amount} the total in bold
  'checkout.instructions.bkash':
    'Open your bKash app and use {sendMoney} to send exactly {amount} to our bKash number. Then enter the transaction ID from the confirmation message below.',
  'checkout.instructions.sendMoney': 'Send Money',
  'checkout.instructions.bank':
    'Transfer exactly {amount} to the bank account below. Then enter the transaction or reference ID of your transfer.',
  'checkout.instructions.bkashNumber': 'bKash number',
  'checkout.instructions.amount': 'Amount',
  'checkout.instructions.bankName': 'Bank',
  'checkout.instructions.accountName': 'Account name',
  'checkout.instructions.accountNumber': 'Account number',
  'checkout.instructions.branch': 'Branch',
  'checkout.transactionId.label': 'Transaction ID',
  'checkout.transactionId.prefix': 'Transaction ID:',
  'checkout.transactionId.placeholderBkash': 'e.g. 9ABC1D2EFG',
  'checkout.transactionId.placeholderBank': 'Transfer reference',

  // Payment screenshot (components/payment-proof-upload.tsx, hooks/use-payment-proof.ts)
  'checkout.proof.label': 'Payment Screenshot',
  'checkout.proof.choose': 'Choose a screenshot',
  'checkout.proof.previewAlt': 'Payment screenshot preview',
  'checkout.proof.uploadingLabel': 'Uploading payment screenshot',
  'checkout.proof.progress': 'Uploading… {percent}%',
  'checkout.proof.uploaded': 'Uploaded',
  'checkout.proof.remove': 'Remove',
  'checkout.proof.removeLabel': 'Remove {name}',
  'checkout.proof.hint':
    'JPEG, PNG or WebP, {megabytes} MB at most. It helps us match your payment faster.',
  'checkout.proof.wrongType': 'The payment screenshot must be a JPEG, PNG or WebP image',
  'checkout.proof.tooLarge': 'The payment screenshot must be at most {megabytes} MB',
  'checkout.proof.uploadFailed': 'The payment screenshot could not be uploaded. Please try again.',

  // Step 5: review (components/order-review.tsx)
  'checkout.review.itemsLabel': 'Items in your order',
  'checkout.review.shippingAddress': 'Shipping address',
  'checkout.review.editShippingAddress': 'Edit shipping address',
  'checkout.review.deliveryLocation': 'Delivery location',
  'checkout.review.editDeliveryLocation': 'Edit delivery location',
  'checkout.review.paymentMethod': 'Payment method',
  'checkout.review.editPaymentMethod': 'Edit payment method',
  'checkout.review.edit': 'Edit',
  'checkout.review.proofAttached': 'Payment screenshot attached',

  // Summary and totals (components/order-summary.tsx, totals-list.tsx)
  'checkout.summary.heading': 'Order Summary',
  'checkout.items': 'Items',
  'checkout.totals.subtotal': 'Subtotal',
  'checkout.totals.shipping': 'Shipping',
  'checkout.totals.codCharge': 'COD Charge',
  'checkout.totals.total': 'Total',
  'checkout.totals.serverConfirms': 'The shop confirms the final prices when you place the order.',

  // Payment result pages (pages/checkout-result-pages.tsx)
  'checkout.success.title': 'Payment Successful',
  'checkout.success.heading': 'Payment Successful!',
  'checkout.success.shipping': 'Your order will ship in {from}-{to} business days.',
  'checkout.success.viewOrders': 'View Orders',
  'checkout.success.continueShopping': 'Continue Shopping',
  'checkout.failed.title': 'Payment Failed',
  'checkout.failed.heading': 'Payment Failed',
  'checkout.failed.when': 'This can happen when:',
  'checkout.failed.reason.cancelled': 'The payment was cancelled before it finished',
  'checkout.failed.reason.balance': 'The wallet or account did not have enough balance',
  'checkout.failed.reason.unverified': 'The transaction ID could not be verified',
  'checkout.failed.reason.network': 'A network problem interrupted the payment',
  'checkout.failed.tryAgain': 'Try Again',
  'checkout.failed.backToCart': 'Back to Cart',
  ...phoneAccountCheckout,
  ...payments,
  ...payLinkMessages,
};
