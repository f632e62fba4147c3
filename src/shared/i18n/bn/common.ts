import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'common.language.label': 'ভাষা',
  'common.language.switchTo': 'View in English',
  'common.loading': 'লোড হচ্ছে...',
};
