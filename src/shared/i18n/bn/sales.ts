import type { saleMessages as english } from '../en/sales';

/** কার্ড ও পণ্যের পাতায় নির্ধারিত সেল: কাউন্টডাউন (ইস্যু ১৯)। */
export const saleMessages: Record<keyof typeof english, string> = {
  'sales.countdown.endsIn': 'শেষ হতে বাকি {time}',
  'sales.countdown.days': '{days} দিন {clock}',
};
