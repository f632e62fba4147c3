import type { mail as en } from '../en/mail';

export const mail: Record<keyof typeof en, string> = {
  // The layout every e-mail shares
  'mail.layout.linkFallback': 'বাটনটি কাজ না করলে এই লিংকটি কপি করে আপনার ব্রাউজারে বসান:',
  // Account: verification and password reset
  'mail.verify.subject': '{shop}-এর জন্য আপনার ইমেইল যাচাই করুন',
  'mail.verify.heading': 'স্বাগতম! অনুগ্রহ করে আপনার ইমেইল যাচাই করুন',
  'mail.verify.thanks': '{shop}-এ অ্যাকাউন্ট খোলার জন্য আপনাকে ধন্যবাদ।',
  'mail.verify.confirm':
    'নিচের বাটনে ক্লিক করে আপনার ইমেইল ঠিকানা নিশ্চিত করুন, তারপর সাইন ইন করুন। লিংকটি ২৪ ঘণ্টা কাজ করবে।',
  'mail.verify.action': 'ইমেইল যাচাই করুন',
  'mail.verify.footnote': 'আপনি অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।',
  'mail.reset.subject': 'আপনার {shop} পাসওয়ার্ড রিসেট করুন',
  'mail.reset.heading': 'আপনার পাসওয়ার্ড রিসেট করুন',
  'mail.reset.requested': 'আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি।',
  'mail.reset.choose':
    'নিচের বাটনে ক্লিক করে নতুন পাসওয়ার্ড বেছে নিন। লিংকটি একবারই, এক ঘণ্টার জন্য কাজ করবে।',
  'mail.reset.action': 'পাসওয়ার্ড রিসেট করুন',
  'mail.reset.footnote':
    'আপনি এই অনুরোধ না করে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  // Orders: the lines and totals every order e-mail lists
  'mail.order.subtotal': 'সাবটোটাল',
  'mail.order.shipping': 'ডেলিভারি চার্জ ({location})',
  'mail.order.codCharge': 'ক্যাশ অন ডেলিভারি চার্জ',
  'mail.order.total': 'সর্বমোট',
  'mail.order.view': 'অর্ডার দেখুন',
  'mail.order.questions': 'কোনো প্রশ্ন আছে? এই ইমেইলের উত্তর দিন অথবা {email}-এ লিখুন।',
  // Orders: placed
  'mail.order.placed.subject': 'আপনার {shop} অর্ডার #{orderId}',
  'mail.order.placed.heading': 'আপনার অর্ডারের জন্য ধন্যবাদ!',
  'mail.order.placed.received': 'হ্যালো {firstName}, আমরা আপনার অর্ডার #{orderId} পেয়েছি।',
  'mail.order.placed.payOnDelivery': 'পার্সেল পৌঁছালে আপনি নগদ {total} পরিশোধ করবেন।',
  'mail.order.placed.paid':
    'আপনি {method}-এর মাধ্যমে {total} পরিশোধ করেছেন (ট্রানজেকশন আইডি {transactionId})। আমরা প্রতিটি পেমেন্ট নিজে যাচাই করি এবং নিশ্চিত হলে আপনাকে ইমেইল করি; দ্রুত করতে Messenger ({messengerUrl}) বা আমাদের Facebook পেজে ({facebookPageUrl}) আমাদের সাথে নিশ্চিত করুন।',
  'mail.order.placed.address': 'ডেলিভারির ঠিকানা: {address} ({phone})।',
  'mail.order.placed.footnote':
    'আপনার অ্যাকাউন্ট থেকে অর্ডারটি ট্র্যাক করতে পারবেন, আর শিপ হওয়ার আগ পর্যন্ত বাতিলও করতে পারবেন।',
  // Orders: cancelled
  'mail.order.cancelled.subject': 'আপনার {shop} অর্ডার #{orderId} বাতিল করা হয়েছে',
  'mail.order.cancelled.heading': 'আপনার অর্ডার বাতিল করা হয়েছে',
  'mail.order.cancelled.intro': 'হ্যালো {firstName}, অর্ডার #{orderId} বাতিল করা হয়েছে।',
  'mail.order.cancelled.refund':
    'আপনার পেমেন্ট আমাদের কাছে পৌঁছে থাকলে ৭-১০ কার্যদিবসের মধ্যে যে অ্যাকাউন্ট থেকে এসেছে সেখানে ফেরত দেওয়া হবে।',
  'mail.order.cancelled.nothingCharged':
    'আপনি ক্যাশ অন ডেলিভারিতে পরিশোধ করছিলেন, তাই কোনো টাকা কাটা হয়নি।',
  // Orders: moved along by an admin ({status} is one of the mail.order.state words)
  'mail.order.updated.statusSubject': 'আপনার {shop} অর্ডার #{orderId} এখন {status}',
  'mail.order.updated.paymentSubject': 'আপনার {shop} অর্ডার #{orderId}-এর পেমেন্ট {status}',
  'mail.order.updated.statusHeading': 'অর্ডার #{orderId}: {status}',
  'mail.order.updated.paymentHeading': 'অর্ডার #{orderId}: পেমেন্ট {status}',
  'mail.order.updated.greeting': 'হ্যালো {firstName},',
  'mail.order.state.processing': 'প্রস্তুত হচ্ছে',
  'mail.order.state.shipped': 'পাঠানো হয়েছে',
  'mail.order.state.delivered': 'ডেলিভারি হয়েছে',
  'mail.order.state.completed': 'সম্পন্ন হয়েছে',
  'mail.order.state.failed': 'ব্যর্থ হয়েছে',
  'mail.order.state.refunded': 'ফেরত দেওয়া হয়েছে',
  'mail.order.news.processing': 'আমরা আপনার অর্ডার প্রস্তুত করছি।',
  'mail.order.news.shipped': 'আপনার অর্ডার পথে আছে। সাধারণত ৩-৫ কার্যদিবসের মধ্যে পৌঁছে যায়।',
  'mail.order.news.delivered':
    'আপনার অর্ডার ডেলিভারি হয়েছে। আশা করি আপনার পছন্দ হয়েছে; একটি রিভিউ অন্য ক্রেতাদের সাহায্য করে।',
  'mail.order.news.completed': 'আমরা আপনার পেমেন্ট পেয়েছি এবং নিশ্চিত করেছি। ধন্যবাদ!',
  'mail.order.news.failed':
    'আমরা আপনার পেমেন্ট নিশ্চিত করতে পারিনি। অনুগ্রহ করে ট্রানজেকশন আইডি দেখে নিন, অথবা আমাদের সাথে যোগাযোগ করুন যাতে আমরা বিষয়টি সমাধান করতে পারি।',
  'mail.order.news.refunded': 'আপনার পেমেন্ট যে অ্যাকাউন্ট থেকে এসেছিল সেখানে ফেরত দেওয়া হয়েছে।',
};
