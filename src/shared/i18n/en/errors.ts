import { deliveryServerMessages } from './delivery-server';
import { phoneAccountServer } from './phone-account';
import { phoneAuthServer } from './phone-auth';
import { promotionServerMessages } from './promotions-server';
import { returnAdminServerMessages } from './return-admin-server';
import { returnRefundServerMessages } from './return-refund-server';
import { returnServerMessages } from './returns-server';
/** Server error messages (HttpError), sent in the reader's language. */
export const errors = {
  // Every request: access, origin and the error handler's own
  'errors.signInRequired': 'Please sign in to continue',
  'errors.tokenRequired': 'This address needs its access token (Authorization: Bearer …)',
  'errors.forbidden': 'You do not have permission to do this',
  'errors.crossSite': 'Requests from other sites are not allowed',
  'errors.invalidInput': 'Invalid input',
  'errors.invalidJson': 'The request body is not valid JSON',
  'errors.bodyTooLarge': 'The request body is too large',
  'errors.internal': 'Something went wrong on our side. Please try again.',
  'errors.unavailable': 'The shop is busy for a moment. Please try again in a few seconds.',
  // Sign-in, sign-up and passwords (auth routes); {wait} is an already translated wait
  'errors.auth.tooManyAttempts': 'Too many attempts. Please try again in {wait}.',
  'errors.auth.tooManySignIns':
    'Too many failed sign-in attempts. Please try again in {wait} or reset your password.',
  'errors.auth.invalidCredentials': 'Invalid email or password',
  'errors.auth.emailNotVerified':
    'Please verify your email address before signing in. Check your inbox for the link, or send a new one.',
  'errors.auth.wrongCurrentPassword': 'Your current password is incorrect',
  'errors.auth.invalidToken':
    'This reset link has expired or has already been used. Please request a new one.',
  'errors.auth.resetLinkIncomplete': 'The reset link is incomplete',
  'errors.auth.currentPasswordRequired': 'Current password is required',
  'errors.auth.existingAccount': 'An account with this email already exists',
  'errors.auth.commonPassword':
    'This password is too common and easy to guess. Please choose a less common one.',
  'errors.auth.invalidName': 'Invalid name',
  'errors.auth.requestFailed': 'Request failed',
  // Account
  'errors.account.wrongPassword': 'The password is incorrect',
  // Catalogue, cart and wishlist
  'errors.product.notFound': 'Product not found',
  'errors.product.outOfStock': 'This product is out of stock',
  'errors.product.onlyLeft': 'Only {count} left in stock',
  'errors.cart.maxPerLine': 'You can have at most {max} of one product in your cart',
  'errors.cart.notInCart': 'This product is not in your cart',
  'errors.cart.empty': 'Your cart is empty',
  'errors.cart.chooseVariant': 'Choose a {options} first',
  'errors.cart.whichLine': 'This product is in your cart more than once: say which one',
  'errors.variant.notFound': 'That choice is not available for this product',
  'errors.variant.unavailable': '{title} is no longer available',
  'errors.variant.skuTaken': 'SKU {sku} is already used by {name}',
  'errors.variant.skuTakenMeanwhile':
    'SKU {sku} was just taken by another product: choose another and save again',
  'errors.variant.notThisProduct':
    "Variant {id} is not one of this product's variants: reload the form and try again",
  'errors.wishlist.notInWishlist': 'This product is not in your wishlist',
  // Orders ({name} is the product's own name)
  'errors.order.notFound': 'Order not found',
  'errors.order.notCancellable': 'This order can no longer be cancelled',
  'errors.order.statusMove': 'An order that is {from} cannot become {to}',
  'errors.order.paymentOnline':
    'This order is paid online: its gateway sets the payment status, and refunds go through Online Payments',
  'errors.order.paymentMove': 'A payment that is {from} cannot become {to}',
  'errors.order.checkoutReused':
    'This checkout was already used for a different order. Please reload the checkout.',
  'errors.order.paymentProofNotYours': 'The payment screenshot is not one you uploaded',
  'errors.order.productUnavailable': '{name} is no longer available',
  'errors.order.someProductUnavailable': 'A product is no longer available',
  'errors.order.productOutOfStock': '{name} is out of stock',
  'errors.order.onlyLeftOf': 'Only {count} left of {name}',
  'errors.vat.noInvoice':
    'This order has no VAT invoice: it is not confirmed yet (an online payment not made), or it was confirmed before the shop registered for VAT',
  'errors.order.transactionIdUsed': 'This transaction ID has already been used',
  // Reviews
  'errors.review.notFound': 'Review not found',
  'errors.review.photoNotYours': 'Each photo must be one you uploaded for your review',
  'errors.review.alreadyReviewed': 'You have already reviewed this product',
  'errors.review.editOwnOnly': 'You can only edit your own review',
  'errors.review.deleteOwnOnly': 'You can only delete your own review',
  'errors.review.voteOwn': 'You cannot vote on your own review',
  // Admin
  'errors.admin.customerNotFound': 'Customer not found',
  'errors.admin.ownRole': 'You cannot change your own role',
  'errors.admin.superAdminRole': "A super admin's role cannot be changed here",
  'errors.admin.productArchived.one':
    'This product is in {count} order, so it was archived (set inactive) instead of deleted. Shoppers no longer see it.',
  'errors.admin.productArchived.other':
    'This product is in {count} orders, so it was archived (set inactive) instead of deleted. Shoppers no longer see it.',
  'errors.admin.productArchivedPurchased':
    'This product is on a purchase order, so it was archived (set inactive) instead of deleted. Shoppers no longer see it.',
  'errors.admin.productDeleted': 'Product deleted successfully',
  'errors.contactMessage.notFound': 'Message not found',
  // Files and uploads ({field} is the form field's name)
  'errors.feed.notFound': 'Feed not found',
  'errors.file.notFound': 'File not found',
  'errors.file.unknown': 'Unknown file',
  'errors.file.tooLarge': 'Images must be 5 MB or smaller',
  'errors.file.notAnImage': 'This file is not an image we can read (use JPEG, PNG or WebP)',
  'errors.upload.tooMany.one':
    'You have uploaded many pictures in a short time. Please try again in {count} minute.',
  'errors.upload.tooMany.other':
    'You have uploaded many pictures in a short time. Please try again in {count} minutes.',
  'errors.upload.unreadable': 'The upload could not be read. Please try again.',
  'errors.upload.photo.notMultipart':
    'Send the photo as multipart/form-data in the field "{field}"',
  'errors.upload.photo.missing': 'Choose a photo to upload (field "{field}")',
  'errors.upload.photo.tooLarge': 'The photo must be at most 5 MB',
  'errors.upload.photo.notAnImage': 'The photo must be a JPEG, PNG or WebP image',
  'errors.upload.paymentScreenshot.notMultipart':
    'Send the payment screenshot as multipart/form-data in the field "{field}"',
  'errors.upload.paymentScreenshot.missing':
    'Choose a payment screenshot to upload (field "{field}")',
  'errors.upload.paymentScreenshot.tooLarge': 'The payment screenshot must be at most 5 MB',
  'errors.upload.paymentScreenshot.notAnImage':
    'The payment screenshot must be a JPEG, PNG or WebP image',
  'errors.upload.image.notMultipart':
    'Send the image as multipart/form-data in the field "{field}"',
  'errors.upload.image.missing': 'Choose a image to upload (field "{field}")',
  'errors.upload.image.tooLarge': 'The image must be at most 5 MB',
  'errors.upload.image.notAnImage': 'The image must be a JPEG, PNG or WebP image',
  ...phoneAuthServer,
  ...phoneAccountServer,
  ...promotionServerMessages,
  ...deliveryServerMessages,
  ...returnServerMessages,
  ...returnAdminServerMessages,
  ...returnRefundServerMessages,
};
