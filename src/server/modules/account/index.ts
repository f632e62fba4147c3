export { listAddresses, rememberAddress } from './address-service';
