// Purchase orders (docs/decisions/039): a draft is editable; ordered ones are received in parts
// until nothing is due; cancellable only while nothing has arrived.
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partly_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const RECEIVABLE_STATUSES: readonly PurchaseOrderStatus[] = ['ordered', 'partly_received'];
export const CANCELLABLE_STATUSES: readonly PurchaseOrderStatus[] = ['draft', 'ordered'];
