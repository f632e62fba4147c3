export { reviewSummary } from './reviews-repository';
