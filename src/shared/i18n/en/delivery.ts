/**
 * A parcel's journey as shoppers (order page, /track) and admins read it (issue 21). Loaded only
 * with the parts that show a parcel (src/web/lib/delivery-words.tsx), never with every page.
 */
export const deliveryMessages = {
  'delivery.section.title': 'Delivery',
  'delivery.status.booked': 'Booked with the courier',
  'delivery.status.picked_up': 'Picked up',
  'delivery.status.in_transit': 'In transit',
  'delivery.status.out_for_delivery': 'Out for delivery',
  'delivery.status.on_hold': 'On hold at the courier',
  'delivery.status.delivered': 'Delivered',
  'delivery.status.partial_delivered': 'Partly delivered',
  'delivery.status.returned': 'Returned to the shop',
  'delivery.status.cancelled': 'Cancelled by the courier',
  'delivery.courier.steadfast': 'Steadfast Courier',
  'delivery.courier.pathao': 'Pathao Courier',
  'delivery.courier': 'Courier',
  'delivery.trackingCode': 'Tracking number',
  'delivery.followOn': 'Follow it on {courier}',
  'delivery.latest': 'Latest news',
  'delivery.stepDone': 'done',
  'delivery.stepNow': 'now',
  'delivery.stopped':
    'This parcel did not reach you. We will contact you about sending it again or refunding you.',
  'delivery.event': 'Delivery: {status}',
  'delivery.event.held': 'Held for a confirmation call',
  'delivery.event.released': 'Released after the confirmation call',
  'delivery.event.other': 'Delivery update',
} as const;
