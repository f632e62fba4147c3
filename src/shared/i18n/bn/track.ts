import type { track as english } from '../en/track';

/** অ্যাকাউন্ট ছাড়া অর্ডার নম্বর ও ফোন নম্বর দিয়ে অর্ডার ট্র্যাক করা। */
export const track: Record<keyof typeof english, string> = {
  'track.title': 'আপনার অর্ডার ট্র্যাক করুন',
  'track.heading': 'আপনার অর্ডার ট্র্যাক করুন',
  'track.intro':
    'অর্ডার নম্বর এবং চেকআউটে দেওয়া মোবাইল নম্বর লিখুন। কোনো অ্যাকাউন্ট লাগবে না, তাই যে আত্মীয় টাকা দিয়েছেন তিনিও পার্সেলের খবর রাখতে পারবেন।',
  'track.field.orderNumber': 'অর্ডার নম্বর',
  'track.field.orderNumberHint': 'অর্ডারের মেসেজে # এর পরের ৮টি অক্ষর, যেমন A1B2C3D4',
  'track.field.phone': 'মোবাইল নম্বর',
  'track.field.phoneHint': 'অর্ডারে দেওয়া নম্বর, যেমন ০১৭১২৩৪৫৬৭৮',
  'track.submit': 'অর্ডার ট্র্যাক করুন',
  'track.submitting': 'খোঁজা হচ্ছে…',
  'track.orderNumber.invalid': 'অনুগ্রহ করে ৮ অক্ষরের অর্ডার নম্বর দিন, যেমন A1B2C3D4',
  'track.notFound': 'এই অর্ডার নম্বর ও মোবাইল নম্বরে কোনো অর্ডার পাওয়া যায়নি। দুটোই মিলিয়ে দেখে আবার চেষ্টা করুন।',
  'track.tooMany':
    'আপনার নেটওয়ার্ক থেকে অনেকবার খোঁজা হয়েছে। অনুগ্রহ করে {wait} পরে আবার চেষ্টা করুন, অথবা সাইন ইন করে আপনার অর্ডারগুলো দেখুন।',
  'track.failed': 'অর্ডারটি খোঁজা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'track.result.heading': 'অর্ডার #{id}',
  'track.result.placedOn': '{date} তারিখে দেওয়া',
  'track.result.status': 'অর্ডারের অবস্থা',
  'track.result.deliveryTo': '{city}-এ ডেলিভারি',
};
