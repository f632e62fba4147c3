export { privacyPlugin } from './privacy-plugin';
export { stopLink } from './stop-links';
