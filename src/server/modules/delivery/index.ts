export { courierCallLog } from './courier-log';
export { finishManualParcel } from './manual-parcel';
export type { RiskOptions } from './phone-record';
export { riskOptionsOf, riskyPhoneCondition, riskyPhones } from './phone-record';
export { shipmentViewsOf } from './shipment-views';
