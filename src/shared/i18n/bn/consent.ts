import type { consentMessages as en } from '../en/consent';

export const consentMessages: Record<keyof typeof en, string> = {
  'consent.label': 'কুকি',
  'consent.body':
    'শপ চালাতে যে কুকি লাগে আমরা তা ব্যবহার করি। আপনার সম্মতি পেলে বিজ্ঞাপন মাপতে মেটা (ফেসবুক) কুকিও ব্যবহার করি।',
  'consent.necessary': 'শুধু প্রয়োজনীয়',
  'consent.marketing': 'মার্কেটিং মেনে নিন',
  'consent.privacy': 'গোপনীয়তা নীতি',
};
