import { LOCATION_LABELS, PAYMENT_METHOD_LABELS } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import { customerName } from '../../utils/orders-display';
import { DetailSection, Fact } from './detail-section';
import { PaymentProof } from './payment-proof';

/** Who ordered and where it goes, as entered at checkout. */
export function OrderCustomer({ order }: { order: Order }) {
  return (
    <DetailSection title="Customer">
      <dl>
        <Fact label="Name">{customerName(order)}</Fact>
        <Fact label="E-mail">
          <a href={`mailto:${order.email}`} className="text-rose-700 hover:underline">
            {order.email}
          </a>
        </Fact>
        <Fact label="Phone">
          <a href={`tel:${order.phone}`} className="text-rose-700 hover:underline">
            {order.phone}
          </a>
        </Fact>
        <Fact label="Shipping address">
          {order.address}
          <br />
          {order.city}
          {order.zipCode ? ` ${order.zipCode}` : ''}
        </Fact>
        <Fact label="Delivery">{LOCATION_LABELS[order.location]}</Fact>
      </dl>
    </DetailSection>
  );
}

/** How the customer says they paid, for the admin to check. */
export function OrderPayment({ order }: { order: Order }) {
  return (
    <DetailSection title="Payment">
      <dl>
        <Fact label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Fact>
        <Fact label="Transaction ID">
          {order.transactionId ? (
            <span className="font-mono">{order.transactionId}</span>
          ) : (
            <span className="text-stone-600">None</span>
          )}
        </Fact>
        <Fact label="Screenshot">
          <PaymentProof proof={order.paymentProof} />
        </Fact>
      </dl>
    </DetailSection>
  );
}
