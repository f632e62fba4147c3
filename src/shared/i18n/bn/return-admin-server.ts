import type { returnAdminServerMessages as english } from '../en/return-admin-server';

/** Why the server refuses an admin's decision or pickup of a return (issue 21). */
export const returnAdminServerMessages: Record<keyof typeof english, string> = {
  'errors.returns.admin.notFound': 'এই আইডির কোনো ফেরত নেই।',
  'errors.returns.admin.moveNotAllowed':
    'ফেরতটি এখন যে অবস্থায় আছে সেখান থেকে এই ধাপ নেওয়া যাবে না। দেখতে পেজটি আবার লোড করুন।',
  'errors.returns.admin.noParcel':
    'ফেরত পাঠানোর মতো কোনো ডেলিভারি হওয়া স্টেডফাস্ট পার্সেল নেই, অথবা স্টেডফাস্ট চালু করা নেই। পিকআপটি হাতে লিখে রাখুন।',
  'errors.returns.admin.courierRefused': '{courier} ফেরতের অনুরোধটি নেয়নি: {message}',
  'errors.returns.admin.courierUnavailable':
    '{courier} থেকে সাড়া পাওয়া যায়নি। কোনো পিকআপ বুক হয়নি: এক মিনিট পরে আবার চেষ্টা করুন।',
};
