export type { CachedAnswer, CacheOutcome } from './answer-cache';
export { productAnswer, productListAnswer, relatedProductsAnswer } from './answers';
export { chargedPrice } from './sale-prices';
export { chosenOptions, optionsOf, variantTitle } from './variants';
