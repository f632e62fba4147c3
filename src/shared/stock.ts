// One ledger row per stock change. 'expired' takes a batch past its sell-by limit off sale;
// 'released' puts it back when the owner shortens the minimum shelf life.
export const STOCK_REASONS = [
  'opening',
  'sold',
  'cancelled',
  'returned',
  'received',
  'damaged',
  'lost',
  'found',
  'counted',
  'edited',
  'imported',
  'expired',
  'released',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const ADJUSTMENT_REASONS = ['damaged', 'lost', 'found', 'counted'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

// Read by the database's trigger (migration 0030). Without `batch`: first expiry first out, or
// for an order's units coming back, the batches they were taken from.
export type StockMoveSpec = {
  reason: StockReason;
  user?: string | null;
  order?: string;
  return?: string;
  batch?: number;
  note?: string;
};
