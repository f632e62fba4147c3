import type { contact as en } from '../en/contact';

export const contact: Record<keyof typeof en, string> = {
  // The page (features/contact/pages/contact-page.tsx)
  'contact.documentTitle': 'যোগাযোগ করুন',
  'contact.heading': 'যোগাযোগ করুন',
  'contact.intro':
    'অর্ডার, পণ্য বা পেমেন্ট নিয়ে কোনো প্রশ্ন আছে? আমাদের একটি মেসেজ পাঠান, আমরা ই-মেইলে উত্তর দেব।',

  // The form
  'contact.field.name': 'নাম',
  'contact.field.email': 'ই-মেইল',
  'contact.field.subject': 'বিষয়',
  'contact.field.message': 'মেসেজ',
  'contact.send': 'মেসেজ পাঠান',
  'contact.sending': 'পাঠানো হচ্ছে...',
  'contact.toast.sent': 'মেসেজ পাঠানো হয়েছে!',
  'contact.toast.sentDescription':
    'আমাদের সাথে যোগাযোগ করার জন্য ধন্যবাদ। {hours} ঘণ্টার মধ্যে আমরা আপনাকে উত্তর দেব।',
  'contact.toast.failed': 'মেসেজ পাঠানো যায়নি',

  // The shop's details beside the form
  'contact.details.label': 'যোগাযোগের তথ্য',
  'contact.details.email': 'ই-মেইল',
  'contact.details.phone': 'ফোন',
  'contact.details.address': 'ঠিকানা',
  'contact.details.hours': 'অফিস সময়',
  'contact.details.hoursValue': 'সকাল {opens}টা থেকে সন্ধ্যা {closes}টা, সোমবার থেকে শুক্রবার',
  'contact.details.shipping': 'শিপিং',
  'contact.details.shippingValue':
    'অর্ডার {shipMin}-{shipMax} ঘণ্টার মধ্যে পাঠানো হয়; ডেলিভারি হয় {deliveryMin}-{deliveryMax} কার্যদিবসে।',
};
