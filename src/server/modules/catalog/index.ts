export type { CachedAnswer, CacheOutcome } from './answer-cache';
export { productAnswer, productListAnswer, relatedProductsAnswer } from './answers';
export { productChangeEntries, productSnapshots } from './product-audit';
export { chargedPrice, chargedSaleId, chargedSalePrice } from './sale-prices';
export { seedSynonyms } from './search-synonyms';
export { chosenOptions, optionProperty, optionsOf, variantTitle } from './variants';
