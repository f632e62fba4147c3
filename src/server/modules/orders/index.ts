export {
  lateForDelivery,
  overdueForDelivery,
  refundOverdue,
  refundOwed,
} from './delivery-deadline';
export { DELIVERY_NEWS } from './delivery-news';
export { notifyInTransaction, notifyShopper, orderChannels } from './notify-shopper';
export { queuePaymentLinkSms } from './order-sms';
export { changeOrderStatus } from './order-status';
export { actorColumns, actorLabelOf, listOwnOrders, orderLinesOf, readOrder } from './order-views';
