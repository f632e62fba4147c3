import type { adminCustomersConsentMessages as en } from '../en/admin-customers-consent';

/** Admin → Customers: each customer's phone and what they agreed to be sent (issue 18). */
export const adminCustomersConsentMessages: Record<keyof typeof en, string> = {
  'admin.customers.column.consent': 'সম্মতি',
  'admin.customers.consent.email': 'ই-মেইল',
  'admin.customers.consent.sms': 'এসএমএস',
  'admin.customers.consent.marketing': 'মার্কেটিং',
  'admin.customers.consent.on': '{channel}: হ্যাঁ',
  'admin.customers.consent.off': '{channel}: না',
  'admin.customers.consent.hint':
    'গ্রাহক তাঁর অ্যাকাউন্টে যা চালু করেছেন। মার্কেটিং শুধু সম্মতির রেকর্ড হিসেবে রাখা হয়।',
  'admin.customers.phoneVerified': 'যাচাইকৃত',
  'admin.customers.phoneVerifiedHint': 'এই নম্বর দিয়ে সাইন ইন করেন, কোড দিয়ে যাচাই করা',
  'admin.customers.noEmail': 'ই-মেইল নেই (ফোনে সাইন ইন করেন)',
};
