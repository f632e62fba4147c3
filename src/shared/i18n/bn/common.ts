import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'common.language.label': 'ভাষা',
  'common.language.switchTo': 'View in English',
  'common.loading': 'লোড হচ্ছে...',
  'common.error.offline': 'দোকানের সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে নিন।',
  'common.error.requestFailed': 'অনুরোধটি সফল হয়নি ({status})',
};
