/**
 * The admin's validation words (products, the catalogue import, orders, customers, refunds):
 * kept out of the storefront's first load, with the admin chunk and on the server.
 */
export const adminValidationMessages = {
  'validation.productStatus.unknown': 'Unknown status',
  'validation.productStatus.invalid': 'Status must be active, inactive or out_of_stock',
  'validation.price.notNumber': 'Price must be a number',
  'validation.price.notWhole': 'Price must be in whole poisha (at most 2 decimals)',
  'validation.price.negative': 'Price cannot be below 0',
  'validation.price.tooLarge': 'Price must be at most ৳10,00,000',
  'validation.salePrice.notNumber': 'Sale price must be a number',
  'validation.salePrice.notWhole': 'Sale price must be in whole poisha (at most 2 decimals)',
  'validation.salePrice.negative': 'Sale price cannot be below 0',
  'validation.salePrice.tooLarge': 'Sale price must be at most ৳10,00,000',
  'validation.salePrice.notBelowPrice': 'Sale price must be below the price',
  'validation.costPrice.notNumber': 'Cost price must be a number',
  'validation.costPrice.notWhole': 'Cost price must be in whole poisha (at most 2 decimals)',
  'validation.costPrice.negative': 'Cost price cannot be below 0',
  'validation.costPrice.tooLarge': 'Cost price must be at most ৳10,00,000',
  'validation.image.invalid':
    'Each image must be an uploaded picture or a web address starting with http(s)://',
  'validation.images.tooMany': 'At most {max} images',
  'validation.description.tooLong': 'Description must be at most {max} characters',
  'validation.category.required': 'Choose a category',
  'validation.stock.notNumber': 'Stock must be a number',
  'validation.stock.notWhole': 'Stock must be a whole number',
  'validation.stock.negative': 'Stock cannot be below 0',
  'validation.stock.tooLarge': 'Stock must be at most {max}',
  'validation.brand.tooLong': 'Brand must be at most {max} characters',
  // Also the shop list's skinTypes filter, which only the server checks
  'validation.skinTypes.unknown': 'Skin types must be oily, dry, combination, normal or sensitive',
  'validation.skinTypes.duplicate': 'Each skin type can be given only once',
  // Orders, customers and refunds
  'validation.refund.amount': 'Refund amount must be at least ৳1, in whole poisha',
  'validation.refund.reason': 'Give a reason for the refund (up to 200 characters)',
  'validation.orderStatus.unknown': 'Unknown order status',
  'validation.paymentStatus.unknown': 'Unknown payment status',
  'validation.role.invalid': 'Role must be customer or admin',
};
