export { reportsPlugin } from './reports-plugin';
