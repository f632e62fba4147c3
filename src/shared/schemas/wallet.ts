/** What a shopper holds at the shop besides money (decisions 048 and 049): points and store credit. */
export const WALLET_KINDS = ['points', 'credit'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/**
 * Every way a balance changes. Points are earned, spent, given back (a cancel or return), taken back
 * (a return) and expire; credit comes from a refund or an admin's adjustment and is spent, given
 * back and expires alike.
 */
export const WALLET_MOVES = [
  'earned',
  'refunded',
  'adjusted',
  'spent',
  'given_back',
  'taken_back',
  'expired',
] as const;
export type WalletMove = (typeof WALLET_MOVES)[number];
