export { purchasingPlugin } from './purchasing-plugin';
