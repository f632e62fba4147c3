/**
 * Purchase orders from suppliers (issue 41, docs/decisions/039). A draft can be edited; once
 * ordered it is received in parts (partly received) until nothing is due (received); a draft or an
 * ordered one with nothing received yet can be cancelled.
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partly_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** The statuses goods can be received against. */
export const RECEIVABLE_STATUSES: readonly PurchaseOrderStatus[] = ['ordered', 'partly_received'];
/** The statuses an owner can cancel from: nothing has arrived yet. */
export const CANCELLABLE_STATUSES: readonly PurchaseOrderStatus[] = ['draft', 'ordered'];
