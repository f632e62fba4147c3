/**
 * Delivery news from the courier (issue 21, server/modules/orders/delivery-news.ts): the parcel is
 * out for delivery, delivered, or came back (returned or cancelled by the courier). Not every hop:
 * picked up and in transit send nothing. SMS in GSM-7 only (no ৳, no names), one part for typical
 * values; {link} is the courier's tracking page, or the shop's own /track page without one.
 */
export const deliveryNewsMessages = {
  'mail.delivery.subject.out_for_delivery': 'Your {shop} order #{orderId} is out for delivery',
  'mail.delivery.subject.delivered': 'Your {shop} order #{orderId} is delivered',
  'mail.delivery.subject.returned': 'Your {shop} order #{orderId} could not be delivered',
  'mail.delivery.subject.cancelled': 'Your {shop} order #{orderId} could not be delivered',
  'mail.delivery.heading.out_for_delivery': 'Order #{orderId} arrives today',
  'mail.delivery.heading.delivered': 'Order #{orderId} is delivered',
  'mail.delivery.heading.returned': 'Order #{orderId} is on its way back to us',
  'mail.delivery.heading.cancelled': 'Order #{orderId}: the courier cancelled the delivery',
  // {courier} is the courier's name (Steadfast, Pathao)
  'mail.delivery.news.out_for_delivery':
    'A {courier} rider is bringing your parcel today. Please keep your phone on: the rider calls before coming.',
  'mail.delivery.news.out_for_delivery.cod':
    'A {courier} rider is bringing your parcel today. Please keep {amount} ready in cash and your phone on: the rider calls before coming.',
  'mail.delivery.news.delivered': '{courier} has delivered your parcel. We hope you love it!',
  'mail.delivery.news.returned':
    '{courier} could not deliver your parcel and is bringing it back to us. We will contact you to send it again or to cancel the order.',
  'mail.delivery.news.cancelled':
    '{courier} cancelled the delivery of your parcel. We will contact you to send it again or to cancel the order.',
  'mail.delivery.track': 'Follow your parcel: {link}',
  'sms.delivery.out_for_delivery':
    '{shop}: order #{orderId} is out for delivery today. Keep your phone on. Track: {link}',
  'sms.delivery.delivered': '{shop}: order #{orderId} is delivered. We hope you love it!',
  'sms.delivery.returned':
    '{shop}: order #{orderId} could not be delivered and is coming back to us. We will call you.',
  'sms.delivery.cancelled':
    '{shop}: the courier cancelled delivery of order #{orderId}. We will call you.',
};
