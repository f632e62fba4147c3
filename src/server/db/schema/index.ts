/**
 * The whole shop's tables, one file per domain. Money is integer poisha. The database itself
 * enforces what must never break (stock ≥ 0, quantities > 0, ratings 1–5, one cart/wishlist row per
 * user and product, a transaction ID used once per method) so no code path can get it wrong.
 * Column names are snake_case in the database (Drizzle `casing`), camelCase in code.
 */
export * from './accounts';
export * from './audit';
export * from './backups';
export * from './cart';
export * from './cart-reminders';
export * from './catalog';
export * from './complaints';
export * from './delivery';
export * from './files';
export * from './messages';
export * from './orders';
export * from './payments';
export * from './promotions';
export * from './purchasing';
export * from './questions';
export * from './returns';
export * from './reviews';
export * from './search';
export * from './segments';
export * from './shop';
export * from './stock';
export * from './stock-alerts';
export * from './vat';
export * from './wallet';
