/** `app.paymentGateways` (empty when none is configured), and the writer of payment_calls. */
import type { PaymentGatewayName } from '#shared/payments';
import type { Database } from '../../db/client';
import { paymentCalls } from '../../db/schema';
import type { CallRecord, PaymentGateway } from '../../integrations/payments/payment-gateway';

export type PaymentGateways = Partial<Record<PaymentGatewayName, PaymentGateway>>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateways: PaymentGateways;
  }
}

/** Call `save` in a finally, so failed calls are kept too. */
export function callLog(gateway: PaymentGatewayName, paymentId: string | null) {
  const calls: CallRecord[] = [];
  return {
    onCall: (call: CallRecord) => {
      calls.push(call);
    },
    async save(db: Pick<Database, 'insert'>) {
      if (calls.length === 0) return;
      await db.insert(paymentCalls).values(
        calls.splice(0).map((call) => ({
          paymentId,
          gateway,
          operation: call.operation,
          ok: call.ok,
          httpStatus: call.httpStatus,
          message: call.message,
          durationMs: call.durationMs,
        })),
      );
    },
  };
}
