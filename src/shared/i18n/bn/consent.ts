/** The cookie choice (docs/decisions/036-marketing-consent.md): loaded with its bar, not every page. */
import type { consentMessages as en } from '../en/consent';

export const consentMessages: Record<keyof typeof en, string> = {
  'common.consent.label': 'কুকি',
  'common.consent.body':
    'শপ চালাতে যে কুকি লাগে আমরা তা ব্যবহার করি। আপনার সম্মতি পেলে বিজ্ঞাপন মাপতে মেটা (ফেসবুক) কুকিও ব্যবহার করি।',
  'common.consent.necessary': 'শুধু প্রয়োজনীয়',
  'common.consent.marketing': 'মার্কেটিং মেনে নিন',
  'common.consent.privacy': 'গোপনীয়তা নীতি',
};
