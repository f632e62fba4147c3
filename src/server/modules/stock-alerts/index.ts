export { sendWokenStockAlerts } from './stock-alert-sender';
export { stockAlertsPlugin } from './stock-alerts-plugin';
