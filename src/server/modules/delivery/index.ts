export { courierCallLog } from './courier-log';
export { finishManualParcel } from './manual-parcel';
export type { RiskOptions } from './phone-record';
export {
  readPhoneDeliveryRecord,
  riskOptionsOf,
  riskyPhoneCondition,
  riskyPhones,
} from './phone-record';
export { shipmentViewsOf } from './shipment-views';
