export { rememberAddress } from './address-service';
