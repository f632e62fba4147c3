export { creditCancelledOrder, creditRefund } from './credit-notes';
export { issueVatInvoice } from './vat-invoice';
export { vatPlugin } from './vat-plugin';
