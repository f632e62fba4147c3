import { lazy, Suspense } from 'react';
import { DeliverySection } from '../features/orders/components/delivery-section';
import {
  OrderItemsSection,
  OrderSummarySection,
  PaymentSection,
} from '../features/orders/components/order-sections';
import { HistoryWithWords } from '../features/orders/components/status-history';
import { TrackPage } from '../features/track/pages/track-page';
import { DeliveryWords } from '../lib/delivery-words';

// Loaded once an order is found, with their words and forms.
const TrackComplaintsSection = lazy(() =>
  import('../features/orders/components/complaints-section').then((m) => ({
    default: m.TrackComplaintsSection,
  })),
);

/**
 * /track, showing what it finds with the order page's own sections: one heading level down, no
 * links into the shop, and only what the public answer holds (no address, transaction id or SKU).
 * Below them, its complaints, sent by the number and phone it was found by (no photos).
 */
export function TrackRoute() {
  return (
    <TrackPage
      details={(order, foundBy) => (
        <>
          <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
            <div className="space-y-4">
              {order.shipment && (
                <DeliveryWords>
                  <DeliverySection shipment={order.shipment} level={3} />
                </DeliveryWords>
              )}
              <HistoryWithWords history={order.history} level={3} />
              <OrderItemsSection
                items={order.items}
                couponCode={order.couponCode}
                level={3}
                linked={false}
              />
            </div>
            <div className="space-y-4">
              <OrderSummarySection order={order} level={3} />
              <PaymentSection order={order} level={3} />
            </div>
          </div>
          <Suspense fallback={null}>
            <TrackComplaintsSection
              orderNumber={foundBy.orderNumber}
              phone={foundBy.phone}
              complaints={order.complaints}
              onSaved={foundBy.showComplaint}
              level={3}
            />
          </Suspense>
        </>
      )}
    />
  );
}
