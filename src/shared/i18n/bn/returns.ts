/** ফেরতের কথা (issue 21): অর্ডার পেজের ফেরতের ফর্ম ও ধাপগুলো। */
export const returnMessages = {
  'returns.status.requested': 'ফেরতের অনুরোধ করা হয়েছে',
  'returns.status.accepted': 'ফেরত গ্রহণ করা হয়েছে',
  'returns.status.refused': 'ফেরত প্রত্যাখ্যাত',
  'returns.status.on_way_back': 'ফেরত আসার পথে',
  'returns.status.received': 'দোকানে পৌঁছেছে',
  'returns.status.refunded': 'টাকা ফেরত দেওয়া হয়েছে',
  'returns.event': 'ফেরত: {status}',
  'validation.returns.quantity': 'কয়টি ফেরত দেবেন বেছে নিন',
  'validation.returns.lines': 'ফেরত দিতে অন্তত একটি পণ্য বেছে নিন',
  'validation.returns.reason': 'কেন ফেরত দিচ্ছেন লিখুন',
  'validation.returns.reasonTooLong': 'কারণ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.returns.photos': 'সর্বোচ্চ {max}টি ছবি দিন',
} as const;
