import type { seo as en } from '../en/seo';

export const seo: Record<keyof typeof en, string> = {
  'seo.siteTitle': '{shop} | সৌন্দর্য ও ফ্যাশন, সারা বাংলাদেশে ডেলিভারি',
  'seo.siteDescription':
    'আসল মেকআপ, স্কিনকেয়ার, হ্যান্ডব্যাগ ও জুতা, সারা বাংলাদেশে ডেলিভারি। বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন।',
  'seo.pageTitle': '{page} | {shop}',
  'seo.home': 'হোম',
  'seo.allProducts': 'সব পণ্য',
  'seo.searchResults': '“{q}”-এর খোঁজের ফলাফল',
  'seo.categoryDescription':
    '{shop}-এ {category}: আসল পণ্য, সারা বাংলাদেশে ডেলিভারি। বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন।',
  'seo.productDescriptionFallback': '{shop}-এ {name}, সারা বাংলাদেশে ডেলিভারি।',
  'seo.about': 'আমাদের সম্পর্কে',
  'seo.contact': 'যোগাযোগ',
  'seo.terms': 'সেবার শর্তাবলি',
  'seo.privacy': 'গোপনীয়তা নীতি',
  'seo.notFound': 'পাতাটি পাওয়া যায়নি',
};
