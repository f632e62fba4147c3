/**
 * The Mushak-6.3 tax invoice and Mushak-6.7 credit notes as printed, and the shopper's page that
 * shows her copy (docs/guide/vat.md). Loaded with that page and the order page's link to it; the
 * admin's pages add them to theirs. The 'admin.' keys kept their names when they moved here.
 */
export const vatInvoiceMessages = {
  'admin.vatInvoice.link': 'VAT invoice (Mushak-6.3)',
  'admin.vatInvoice.form': 'Mushak-6.3',
  'admin.vatInvoice.title': 'Tax invoice',
  'admin.vatInvoice.rule': '[See rule 40(1)(c) and (f)]',
  'admin.vatInvoice.documentTitle': 'Mushak-6.3 no. {serial}',
  'admin.vatInvoice.none':
    'This order has no VAT invoice: it is not confirmed yet (an online payment not made), or it was confirmed before the shop registered for VAT.',
  'admin.vatInvoice.seller': 'Seller',
  'admin.vatInvoice.buyer': 'Buyer',
  'admin.vatInvoice.bin': 'BIN',
  'admin.vatInvoice.number': 'Invoice no.',
  'admin.vatInvoice.issued': 'Date and time of issue',
  'admin.vatInvoice.order': 'Order',
  'admin.vatInvoice.serialColumn': 'No.',
  'admin.vatInvoice.description': 'Description of goods or services',
  'admin.vatInvoice.quantity': 'Quantity',
  'admin.vatInvoice.unitPrice': 'Unit price before VAT',
  'admin.vatInvoice.valueExcl': 'Value before VAT',
  'admin.vatInvoice.rate': 'VAT rate',
  'admin.vatInvoice.vat': 'VAT',
  'admin.vatInvoice.valueIncl': 'Value with VAT',
  'admin.vatInvoice.total': 'Total',
  'admin.vatInvoice.delivery': 'Delivery',
  'admin.vatInvoice.codCharge': 'Cash on delivery charge',
  'admin.vatCredit.title': 'Credit note',
  'admin.vatCredit.form': 'Mushak-6.7',
  'admin.vatCredit.rule': '[See rule 40(1)(e)]',
  'admin.vatCredit.heading': 'Credit notes',
  'admin.vatCredit.invoice': 'Tax invoice no. {serial} of {date}',
  'admin.vatCredit.number': 'Credit note no.',
  'admin.vatCredit.reason': 'Reason',
  'admin.vatCredit.reason.cancelled': 'Order cancelled',
  'admin.vatCredit.reason.refund': 'Money given back',
  'vatInvoice.link': 'VAT invoice (Mushak-6.3)',
  'vatInvoice.pageTitle': 'VAT invoice',
  'vatInvoice.backToOrder': 'Back to the order',
  'vatInvoice.print': 'Print',
  'vatInvoice.none.title': 'No VAT invoice for this order',
  'vatInvoice.none.body':
    'An order gets its Mushak-6.3 tax invoice once it is confirmed, or once it is paid if you chose to pay online. Orders confirmed before the shop registered for VAT have none.',
};
