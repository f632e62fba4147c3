import type { checkout as en } from '../en/checkout';
import { payLinkMessages } from './pay-link';
import { payments } from './payments';
import { phoneAccountCheckout } from './phone-account';

export const checkout: Record<keyof typeof en, string> = {
  // Checkout page (pages/checkout-page.tsx)
  'checkout.page.title': 'চেকআউট',
  'checkout.page.heading': 'চেকআউট',
  'checkout.page.loadFailed': 'আপনার কার্ট লোড করা যায়নি। আবার চেষ্টা করুন।',
  'checkout.page.tryAgain': 'আবার চেষ্টা করুন',
  'checkout.empty.title': 'আপনার কার্ট খালি',
  'checkout.empty.body': 'চেকআউট করতে কার্টে কিছু যোগ করুন।',
  'checkout.empty.action': 'কেনাকাটা শুরু করুন',

  // Step indicator, step headings and the form's buttons (components/checkout-steps.tsx, checkout-flow.tsx)
  'checkout.steps.label': 'চেকআউটের ধাপসমূহ',
  'checkout.steps.position': '{total}টি ধাপের মধ্যে {number} নম্বর ধাপ:',
  'checkout.steps.done': '(সম্পন্ন)',
  'checkout.step.shipping': 'শিপিং',
  'checkout.step.delivery': 'ডেলিভারি',
  'checkout.step.payment': 'পেমেন্ট',
  'checkout.step.instructions': 'নির্দেশনা',
  'checkout.step.review': 'যাচাই',
  'checkout.heading.shipping': 'শিপিং তথ্য',
  'checkout.heading.delivery': 'ডেলিভারির এলাকা',
  'checkout.heading.payment': 'পেমেন্টের পদ্ধতি',
  'checkout.heading.instructions': 'পেমেন্টের নির্দেশনা',
  'checkout.heading.review': 'আপনার অর্ডার যাচাই করুন',
  'checkout.button.back': 'পেছনে',
  'checkout.button.continue': 'এগিয়ে যান',
  'checkout.button.placeOrder': 'অর্ডার করুন',
  'checkout.button.processing': 'প্রক্রিয়া চলছে...',
  'checkout.blocked': 'অর্ডার করতে আপনার কার্টের পণ্যগুলো ঠিক করুন।',

  // The form's own checks and the results of placing the order (utils/checkout-form.ts, checkout-flow.tsx)
  'checkout.error.requiredFields': 'অনুগ্রহ করে সব আবশ্যক ঘর পূরণ করুন',
  'checkout.error.transactionId': 'অনুগ্রহ করে ট্রানজ্যাকশন আইডি দিন',
  'checkout.error.phoneRequired': 'ফোন নম্বর দেওয়া আবশ্যক',
  'checkout.error.zipCodeTooLong': 'পোস্ট কোড সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'checkout.error.generic': 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  'checkout.toast.placed': 'আপনার অর্ডার সফলভাবে সম্পন্ন হয়েছে!',
  'checkout.toast.placeFailed': 'অর্ডার করা যায়নি',
  // {messenger} and {facebook} are links, named by the two keys below
  'checkout.placed.confirm': 'অনুগ্রহ করে {messenger} বা আমাদের {facebook}-এ আপনার পেমেন্ট নিশ্চিত করুন।',
  'checkout.placed.messenger': 'Messenger',
  'checkout.placed.facebook': 'ফেসবুক পেজ',

  // Lines the server would refuse (components/cart-problems-alert.tsx)
  'checkout.problems.intro': 'কিছু পণ্য এই অবস্থায় অর্ডার করা যাবে না, তাই মোট হিসাবে ধরা হয়নি:',
  'checkout.problems.outOfStock': 'স্টকে নেই',
  'checkout.problems.inactive': 'আর পাওয়া যাচ্ছে না',
  'checkout.problems.onlyLeft': 'মাত্র {count}টি বাকি',
  'checkout.problems.reviewCart': 'আপনার কার্ট দেখুন',

  // Step 1: shipping (components/shipping-step.tsx)
  'checkout.shipping.email': 'ইমেইল',
  'checkout.shipping.firstName': 'নামের প্রথম অংশ',
  'checkout.shipping.lastName': 'নামের শেষ অংশ',
  'checkout.shipping.address': 'ঠিকানা',
  'checkout.shipping.addressPlaceholder': 'বাসা, রোড, এলাকা',
  'checkout.shipping.city': 'শহর',
  'checkout.shipping.zipCode': 'পোস্ট কোড',
  'checkout.shipping.phone': 'ফোন',
  'checkout.optional': '(ঐচ্ছিক)',
  // {star} is the red asterisk that marks a required field
  'checkout.shipping.requiredNote': '{star} চিহ্নিত ঘরগুলো পূরণ করা আবশ্যক।',

  // Step 2: delivery location (components/delivery-step.tsx)
  'checkout.delivery.legend': 'ডেলিভারির এলাকা',
  'checkout.delivery.dhaka': 'ঢাকা শহরের ভেতরে ডেলিভারি।',
  'checkout.delivery.outside': 'বাংলাদেশের অন্য যেকোনো জায়গায় ডেলিভারি।',
  'checkout.delivery.byDistrict': 'আপনার জেলা, {district}, অনুযায়ী ঠিক হয়েছে। বদলাতে ধাপ ১-এ জেলা বদলান।',

  // Step 3: payment method (components/payment-method-step.tsx)
  'checkout.payment.legend': 'পেমেন্টের পদ্ধতি',
  'checkout.payment.bkash': 'আমাদের বিকাশ নম্বরে সেন্ড মানি করুন, তারপর ট্রানজ্যাকশন আইডি দিন।',
  'checkout.payment.bank': 'আমাদের ব্যাংক অ্যাকাউন্টে টাকা পাঠান, তারপর ট্রানজ্যাকশন আইডি দিন।',
  'checkout.payment.cod': 'অর্ডার হাতে পেয়ে টাকা পরিশোধ করুন।',
  'checkout.payment.codOutside':
    'অর্ডার হাতে পেয়ে টাকা পরিশোধ করুন। ঢাকার বাইরে সাবটোটালের সাথে {percent} COD চার্জ যোগ হয়।',

  // Step 4: payment instructions (components/payment-instructions-step.tsx)
  'checkout.instructions.label': 'যেভাবে পেমেন্ট করবেন',
  // {sendMoney} is the bKash menu item in bold, {amount} the total in bold
  'checkout.instructions.bkash':
    'আপনার বিকাশ অ্যাপ খুলে {sendMoney} ব্যবহার করে আমাদের বিকাশ নম্বরে ঠিক {amount} পাঠান। তারপর নিশ্চিতকরণ মেসেজে পাওয়া ট্রানজ্যাকশন আইডি নিচে লিখুন।',
  'checkout.instructions.sendMoney': 'সেন্ড মানি',
  'checkout.instructions.bank':
    'নিচের ব্যাংক অ্যাকাউন্টে ঠিক {amount} ট্রান্সফার করুন। তারপর আপনার ট্রান্সফারের ট্রানজ্যাকশন বা রেফারেন্স আইডি লিখুন।',
  'checkout.instructions.bkashNumber': 'বিকাশ নম্বর',
  'checkout.instructions.amount': 'পরিমাণ',
  'checkout.instructions.bankName': 'ব্যাংক',
  'checkout.instructions.accountName': 'অ্যাকাউন্টের নাম',
  'checkout.instructions.accountNumber': 'অ্যাকাউন্ট নম্বর',
  'checkout.instructions.branch': 'শাখা',
  'checkout.transactionId.label': 'ট্রানজ্যাকশন আইডি',
  'checkout.transactionId.prefix': 'ট্রানজ্যাকশন আইডি:',
  'checkout.transactionId.placeholderBkash': 'যেমন 9ABC1D2EFG',
  'checkout.transactionId.placeholderBank': 'ট্রান্সফারের রেফারেন্স',

  // Payment screenshot (components/payment-proof-upload.tsx, hooks/use-payment-proof.ts)
  'checkout.proof.label': 'পেমেন্টের স্ক্রিনশট',
  'checkout.proof.choose': 'একটি স্ক্রিনশট বেছে নিন',
  'checkout.proof.previewAlt': 'পেমেন্টের স্ক্রিনশটের প্রিভিউ',
  'checkout.proof.uploadingLabel': 'পেমেন্টের স্ক্রিনশট আপলোড হচ্ছে',
  'checkout.proof.progress': 'আপলোড হচ্ছে… {percent}%',
  'checkout.proof.uploaded': 'আপলোড হয়েছে',
  'checkout.proof.remove': 'সরিয়ে দিন',
  'checkout.proof.removeLabel': '{name} সরিয়ে দিন',
  'checkout.proof.hint':
    'JPEG, PNG বা WebP, সর্বোচ্চ {megabytes} MB। এতে আমরা আপনার পেমেন্ট দ্রুত মিলিয়ে নিতে পারি।',
  'checkout.proof.wrongType': 'পেমেন্টের স্ক্রিনশট অবশ্যই JPEG, PNG বা WebP ছবি হতে হবে',
  'checkout.proof.tooLarge': 'পেমেন্টের স্ক্রিনশট সর্বোচ্চ {megabytes} MB হতে পারে',
  'checkout.proof.uploadFailed': 'পেমেন্টের স্ক্রিনশট আপলোড করা যায়নি। আবার চেষ্টা করুন।',

  // Step 5: review (components/order-review.tsx)
  'checkout.review.itemsLabel': 'আপনার অর্ডারের পণ্যসমূহ',
  'checkout.review.shippingAddress': 'শিপিং ঠিকানা',
  'checkout.review.editShippingAddress': 'শিপিং ঠিকানা পরিবর্তন করুন',
  'checkout.review.deliveryLocation': 'ডেলিভারির এলাকা',
  'checkout.review.editDeliveryLocation': 'ডেলিভারির এলাকা পরিবর্তন করুন',
  'checkout.review.paymentMethod': 'পেমেন্টের পদ্ধতি',
  'checkout.review.editPaymentMethod': 'পেমেন্টের পদ্ধতি পরিবর্তন করুন',
  'checkout.review.edit': 'পরিবর্তন',
  'checkout.review.proofAttached': 'পেমেন্টের স্ক্রিনশট যুক্ত করা হয়েছে',

  // Summary and totals (components/order-summary.tsx, totals-list.tsx)
  'checkout.summary.heading': 'অর্ডারের সারসংক্ষেপ',
  'checkout.items': 'পণ্যসমূহ',
  'checkout.totals.subtotal': 'সাবটোটাল',
  'checkout.totals.shipping': 'শিপিং',
  'checkout.totals.codCharge': 'COD চার্জ',
  'checkout.totals.total': 'সর্বমোট',
  'checkout.totals.serverConfirms': 'অর্ডার করার সময় দোকান চূড়ান্ত দাম নিশ্চিত করে।',

  // Payment result pages (pages/checkout-result-pages.tsx)
  'checkout.success.title': 'পেমেন্ট সফল হয়েছে',
  'checkout.success.heading': 'পেমেন্ট সফল হয়েছে!',
  'checkout.success.shipping': 'আপনার অর্ডার {from}-{to} কার্যদিবসের মধ্যে পাঠানো হবে।',
  'checkout.success.viewOrders': 'অর্ডারগুলো দেখুন',
  'checkout.success.continueShopping': 'কেনাকাটা চালিয়ে যান',
  'checkout.failed.title': 'পেমেন্ট ব্যর্থ হয়েছে',
  'checkout.failed.heading': 'পেমেন্ট ব্যর্থ হয়েছে',
  'checkout.failed.when': 'এমন হতে পারে যখন:',
  'checkout.failed.reason.cancelled': 'পেমেন্ট শেষ হওয়ার আগেই বাতিল করা হয়েছে',
  'checkout.failed.reason.balance': 'ওয়ালেট বা অ্যাকাউন্টে যথেষ্ট ব্যালেন্স ছিল না',
  'checkout.failed.reason.unverified': 'ট্রানজ্যাকশন আইডি যাচাই করা যায়নি',
  'checkout.failed.reason.network': 'নেটওয়ার্কের সমস্যায় পেমেন্ট বাধাগ্রস্ত হয়েছে',
  'checkout.failed.tryAgain': 'আবার চেষ্টা করুন',
  'checkout.failed.backToCart': 'কার্টে ফিরে যান',
  ...phoneAccountCheckout,
  ...payments,
  ...payLinkMessages,
};
