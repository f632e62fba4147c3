/**
 * Which of a product's figures this member may change (decision 033): prices need
 * `products.prices`, stock counts `products.stock`. Adding, removing or renaming a variant sets
 * its price and stock, so the variant list itself needs both. The server refuses the same; the
 * form shows the figures read-only and sends them back as they were, which the server accepts.
 */
import { useStaffAccess } from './staff-access';

export type FigureAccess = { prices: boolean; stock: boolean; variants: boolean };

export function useFigureAccess(): FigureAccess {
  const { can } = useStaffAccess();
  const prices = can('products.prices');
  const stock = can('products.stock');
  return { prices, stock, variants: prices && stock };
}

/** A read-only figure looks fixed, not broken. */
export const READ_ONLY_FIGURE =
  'read-only:border-stone-200 read-only:bg-stone-100 read-only:text-stone-700';
