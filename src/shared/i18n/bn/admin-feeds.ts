import type { adminFeedsMessages as english } from '../en/admin-feeds';

/** ইমপোর্ট ও এক্সপোর্ট পাতার ক্যাটালগ ফিড। */
export const adminFeedsMessages: Record<keyof typeof english, string> = {
  'admin.feeds.heading': 'ক্যাটালগ ফিড',
  'admin.feeds.text':
    'এই ঠিকানাগুলো Meta Commerce Manager (Facebook ও Instagram শপ) আর Google Merchant Center-এ দিন। ক্যাটালগ বদলালে প্রতিটি ফিড নতুন করে তৈরি হয়।',
  'admin.feeds.public': 'ঠিকানা জানা যে কেউ এই ফিড পড়তে পারে। গোপন রাখতে FEED_TOKEN সেট করুন।',
  'admin.feeds.private': 'গোপন: ঠিকানায় গোপন টোকেন (FEED_TOKEN) আছে; টোকেন ছাড়া ফিড "পাওয়া যায়নি" বলে।',
  'admin.feeds.kind.meta': 'Facebook ও Instagram (Meta)',
  'admin.feeds.kind.google': 'গুগল মার্চেন্ট সেন্টার (Google Merchant Center)',
  'admin.feeds.copy': 'কপি',
  'admin.feeds.copied': 'ঠিকানা কপি হয়েছে',
  'admin.feeds.copyFailed': 'কপি করা গেল না: ঠিকানাটি বেছে নিজে কপি করুন',
  'admin.feeds.lastBuild': 'শেষ তৈরি {when}: {rows}টি সারি।',
  'admin.feeds.never': 'এখনো তৈরি হয়নি।',
  'admin.feeds.building': 'এখনকার ক্যাটালগ থেকে তৈরি হচ্ছে…',
  'admin.feeds.leftOutTitle': 'বাদ পড়েছে, কারণ এটি ছাড়া ফিড গ্রহণ করা হবে না:',
  'admin.feeds.reason.noSku': 'SKU ছাড়া {count}টি:',
  'admin.feeds.reason.longSku': '৫০ অক্ষরের বেশি লম্বা SKU-র {count}টি:',
  'admin.feeds.reason.noPrice': 'দাম ছাড়া {count}টি:',
  'admin.feeds.reason.noImage': 'ছবি ছাড়া {count}টি:',
  'admin.feeds.reason.noBrand': 'ব্র্যান্ড ছাড়া {count}টি:',
  'admin.feeds.nothingLeftOut': 'প্রতিটি সক্রিয় পণ্যের প্রতিটি শেড ও সাইজ ফিডে আছে।',
  'admin.feeds.loadFailed': 'ফিডের তথ্য আনা গেল না',
};
