/** `app.couriers`: empty when none is configured, and admins record parcels by hand. */
import type { Courier } from '../../integrations/couriers/courier';
import type { PathaoCourier } from '../../integrations/couriers/pathao';

export type Couriers = { steadfast?: Courier; pathao?: PathaoCourier };

declare module 'fastify' {
  interface FastifyInstance {
    couriers: Couriers;
  }
}
