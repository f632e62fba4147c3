import type { adminOutgoingMessages as english } from '../en/admin-messages';

/** অ্যাডমিন → নোটিফিকেশন: দোকান থেকে যাওয়া এসএমএস আর ই-মেইল। */
export const adminOutgoingMessages: Record<keyof typeof english, string> = {
  'admin.section.outgoing': 'নোটিফিকেশন',
  'admin.outgoing.description':
    'দোকান যে এসএমএস আর ই-মেইল পাঠায়: সাইন-ইন কোড, অ্যাকাউন্টের লিংক আর অর্ডারের খবর। ব্যর্থ হওয়া বার্তা আবার পাঠানো যায়।',
  'admin.outgoing.total': 'মোট: {count}',
  'admin.outgoing.filter.label': 'দেখান',
  'admin.outgoing.filter.all': 'সব',
  'admin.outgoing.status.pending': 'অপেক্ষায়',
  'admin.outgoing.status.sent': 'পাঠানো হয়েছে',
  'admin.outgoing.status.failed': 'ব্যর্থ',
  'admin.outgoing.channel.sms': 'এসএমএস',
  'admin.outgoing.channel.email': 'ই-মেইল',
  'admin.outgoing.subject': 'বিষয়: {subject}',
  'admin.outgoing.attempts': 'চেষ্টা: {count}',
  'admin.outgoing.queuedAt': 'সারিতে {time}',
  'admin.outgoing.sentAt': 'পাঠানো {time}',
  'admin.outgoing.nextAttempt': 'পরের চেষ্টা {time}',
  'admin.outgoing.lastError': 'শেষ ত্রুটি: {error}',
  'admin.outgoing.order': 'অর্ডার',
  'admin.outgoing.retry': 'আবার পাঠান',
  'admin.outgoing.retrying': 'আবার পাঠানো হচ্ছে…',
  'admin.outgoing.retried': 'আবার পাঠানোর জন্য সারিতে রাখা হয়েছে',
  'admin.outgoing.retryFailed': 'বার্তাটি আবার সারিতে রাখা যায়নি',
  'admin.outgoing.loadFailed': 'নোটিফিকেশন লোড করা যায়নি',
  'admin.outgoing.none': 'এখানে কোনো নোটিফিকেশন নেই',
  'admin.outgoing.noneHint': 'দোকান সাইন-ইন কোড, অ্যাকাউন্টের ই-মেইল বা অর্ডারের খবর পাঠালে এখানে দেখা যাবে।',
  'validation.outgoingStatus.invalid': 'status হতে হবে pending, sent অথবা failed',
  'validation.outgoingMessage.notFound': 'বার্তাটি খুঁজে পাওয়া যায়নি',
  'validation.outgoingMessage.notFailed': 'শুধু ব্যর্থ বার্তাই আবার পাঠানো যায়',
  'validation.outgoingMessage.linkExpired': 'এই ই-মেইলের লিংকের মেয়াদ শেষ: ক্রেতা নতুন লিংক চাইতে পারেন',
};
