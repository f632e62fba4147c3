/** Why the server refuses a complaint, and the e-mail and SMS that carry the shop's answer. */
export const complaintServerMessages = {
  'errors.complaint.notFound': 'অভিযোগটি পাওয়া যায়নি। পাতাটি আবার লোড করে চেষ্টা করুন।',
  'errors.complaint.open': 'এই অর্ডার নিয়ে আপনার একটি অভিযোগের এখনো সমাধান হয়নি: সেখানেই লিখুন।',
  'errors.complaint.closed': 'এই অভিযোগের সমাধান হয়ে গেছে। এখনো কিছু ঠিক না থাকলে নতুন অভিযোগ করুন।',
  'errors.complaint.photo': 'একটি ছবি অভিযোগের জন্য আপলোড করা হয়নি। আবার যোগ করুন।',
  'mail.complaint.subject.reply': '{shop} অর্ডার #{orderId} নিয়ে আপনার অভিযোগের উত্তর দিয়েছে',
  'mail.complaint.subject.resolved': '{shop} অর্ডার #{orderId} নিয়ে আপনার অভিযোগের সমাধান হয়েছে',
  'mail.complaint.heading.reply': 'অর্ডার #{orderId} নিয়ে আমাদের উত্তর',
  'mail.complaint.heading.resolved': 'অর্ডার #{orderId} নিয়ে আপনার অভিযোগের সমাধান হয়েছে',
  'mail.complaint.resolvedAs': 'যেভাবে সমাধান করেছি: {resolution}।',
  'sms.complaint.reply': '{shop}: অর্ডার #{orderId}-এর অভিযোগের উত্তর দিয়েছি। পড়ুন: {url}',
  'sms.complaint.resolved': '{shop}: অর্ডার #{orderId}-এর অভিযোগের সমাধান হয়েছে। বিস্তারিত: {url}',
};
