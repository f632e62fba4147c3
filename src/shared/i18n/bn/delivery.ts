/**
 * A parcel's journey as shoppers (order page, /track) and admins read it (issue 21). Loaded only
 * with the parts that show a parcel (src/web/lib/delivery-words.tsx), never with every page.
 */
export const deliveryMessages = {
  'delivery.section.title': 'ডেলিভারি',
  'delivery.status.booked': 'কুরিয়ারে বুক করা হয়েছে',
  'delivery.status.picked_up': 'কুরিয়ার সংগ্রহ করেছে',
  'delivery.status.in_transit': 'পথে আছে',
  'delivery.status.out_for_delivery': 'ডেলিভারির জন্য বের হয়েছে',
  'delivery.status.on_hold': 'কুরিয়ারের কাছে আটকে আছে',
  'delivery.status.delivered': 'ডেলিভারি হয়েছে',
  'delivery.status.partial_delivered': 'আংশিক ডেলিভারি হয়েছে',
  'delivery.status.returned': 'দোকানে ফেরত এসেছে',
  'delivery.status.cancelled': 'কুরিয়ার বাতিল করেছে',
  'delivery.courier.steadfast': 'স্টেডফাস্ট কুরিয়ার',
  'delivery.courier.pathao': 'পাঠাও কুরিয়ার',
  'delivery.courier': 'কুরিয়ার',
  'delivery.trackingCode': 'ট্র্যাকিং নম্বর',
  'delivery.followOn': '{courier}-এ দেখুন',
  'delivery.latest': 'সর্বশেষ খবর',
  'delivery.stepDone': 'সম্পন্ন',
  'delivery.stepNow': 'এখন',
  'delivery.stopped':
    'পার্সেলটি আপনার কাছে পৌঁছায়নি। আবার পাঠানো বা টাকা ফেরতের বিষয়ে আমরা আপনার সাথে যোগাযোগ করব।',
  'delivery.event': 'ডেলিভারি: {status}',
  'delivery.event.held': 'নিশ্চিতকরণ কলের জন্য আটকে রাখা হয়েছে',
  'delivery.event.released': 'নিশ্চিতকরণ কলের পর ছাড়া হয়েছে',
  'delivery.event.other': 'ডেলিভারির খবর',
} as const;
