/**
 * Why a variant's stock moved (issue 41): each change is one ledger row with one of these.
 * 'expired' takes a batch past its sell-by limit off sale; 'released' puts it back when the owner
 * shortens the minimum shelf life.
 */
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

/** The reasons an owner picks when adjusting stock by hand on the product page. */
export const ADJUSTMENT_REASONS = ['damaged', 'lost', 'found', 'counted'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * A stock write's move, as the database's trigger reads it (migration 0030): why, by whom, for
 * which order or return, and the batch to take from or add to (else first expiry first out, or
 * for an order's units coming back, the batches it took them from).
 */
export type StockMoveSpec = {
  reason: StockReason;
  user?: string | null;
  order?: string;
  return?: string;
  batch?: number;
  note?: string;
};
