import type { seo as en } from '../en/seo';

export const seo: Record<keyof typeof en, string> = {
  'seo.siteDescription':
    'আসল মেকআপ, স্কিনকেয়ার, হ্যান্ডব্যাগ ও জুতা, সারা বাংলাদেশে ডেলিভারি। বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন।',
  'seo.home': 'হোম',
  'seo.categoryDescription':
    '{shop}-এ {category}: আসল পণ্য, সারা বাংলাদেশে ডেলিভারি। বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন।',
  'seo.productDescriptionFallback': '{shop}-এ {name}, সারা বাংলাদেশে ডেলিভারি।',
};
