export { APP_START_SCRIPT_HASH } from './app-start';
