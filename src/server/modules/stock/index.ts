export { releaseSellable, stockMove, withdrawUnsellable } from './stock-move';
export { stockPlugin } from './stock-plugin';
export { type BatchDetails, lockVariant, receiveBatch } from './stock-service';
