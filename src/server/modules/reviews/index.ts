export { authorName, reviewSummary } from './reviews-repository';
