export { refundAsCredit } from './credit-grants';
export { readCreditRule } from './credit-settings';
export { judgeCreditAsk, spendCredit } from './credit-spending';
export { earnForDelivery, settlePointsForReturn } from './points-earning';
export { readPointsRule } from './points-settings';
export { judgePointsAsk, pointsPricingOf, spendPoints } from './points-spending';
export { giveBackSpent, walletBalance } from './wallet-ledger';
export { walletPlugin } from './wallet-plugin';
