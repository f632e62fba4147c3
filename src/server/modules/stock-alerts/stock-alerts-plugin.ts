/** Back in stock (issue 44, decision 045): shoppers' asks, the sender and its schedule. */
import fp from 'fastify-plugin';
import { stockAlertRoutes } from './stock-alert-routes';
import { scheduleStockAlerts } from './stock-alert-schedule';

export const stockAlertsPlugin = fp(
  async (app) => {
    await app.register(stockAlertRoutes);
    scheduleStockAlerts(app);
  },
  { name: 'stock-alerts' },
);
