export { privacyPlugin } from './privacy-plugin';
