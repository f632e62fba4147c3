export { returnFigures } from './return-stats';
export { readOrderReturns } from './return-views';
