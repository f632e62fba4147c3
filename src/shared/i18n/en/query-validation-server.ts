/**
 * Words for a product list's query (price bounds, page, limit), which only the server checks and
 * answers: kept out of the storefront's first load.
 */
export const queryValidationMessages = {
  'validation.minPrice.notNumber': 'Minimum price must be a number',
  'validation.minPrice.notWhole': 'Minimum price must be a whole number of poisha',
  'validation.minPrice.negative': 'Minimum price cannot be negative',
  'validation.minPrice.tooLarge': 'Minimum price is too large',
  'validation.maxPrice.notNumber': 'Maximum price must be a number',
  'validation.maxPrice.notWhole': 'Maximum price must be a whole number of poisha',
  'validation.maxPrice.negative': 'Maximum price cannot be negative',
  'validation.maxPrice.tooLarge': 'Maximum price is too large',
  'validation.pageNumber.notNumber': 'Page must be a number',
  'validation.pageNumber.notWhole': 'Page must be a whole number',
  'validation.pageNumber.tooSmall': 'Page must be 1 or more',
  'validation.pageNumber.tooLarge': 'Page must be at most {max}',
  'validation.limit.notNumber': 'Limit must be a number',
  'validation.limit.notWhole': 'Limit must be a whole number',
  'validation.limit.tooSmall': 'Limit must be 1 or more',
  'validation.limit.tooLarge': 'Limit must be at most {max}',
};
