export type { CachedAnswer, CacheOutcome } from './answer-cache';
export { productAnswer, productListAnswer, relatedProductsAnswer } from './answers';
export { chargedPrice, chargedSalePrice } from './sale-prices';
export { chosenOptions, optionProperty, optionsOf, variantTitle } from './variants';
