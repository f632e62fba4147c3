import { HandHelping } from 'lucide-react';
import { useState } from 'react';
import type { AdminReturn } from '#shared/schemas/returns';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { DetailSection } from '../orders/detail-section';
import { DecisionForm } from './decision-form';
import { PickupForm } from './pickup-form';
import { ReceiveForm } from './receive-form';
import { ReturnRefundForm } from './return-refund-form';

/**
 * The one thing to do next for the return's state: decide it, bring it back (by courier, or
 * straight to counting it when it came by hand), count what goes back on the shelf, refund it.
 * Finished returns have nothing left to do. Each form is keyed by the state, so a move (here or
 * by another admin) starts the next one afresh.
 */
export function ReturnActions({ value }: { value: AdminReturn }) {
  const { t } = useI18n();
  const [byHand, setByHand] = useState(false);
  const title = t(`admin.returns.next.${value.status}`);
  return (
    <DetailSection title={title}>
      {value.status === 'requested' && <DecisionForm key={value.status} returnId={value.id} />}
      {value.status === 'accepted' &&
        (byHand ? (
          <ReceiveForm key="by-hand" value={value} onCancel={() => setByHand(false)} />
        ) : (
          <div className="space-y-5">
            <PickupForm returnId={value.id} steadfast={value.steadfastPickup} />
            <div className="border-t border-stone-100 pt-4">
              <p className="mb-2 text-sm text-stone-700">{t('admin.returns.byHandHint')}</p>
              <Button variant="outline" onClick={() => setByHand(true)}>
                <HandHelping aria-hidden="true" />
                {t('admin.returns.byHandButton')}
              </Button>
            </div>
          </div>
        ))}
      {value.status === 'on_way_back' && <ReceiveForm key={value.status} value={value} />}
      {value.status === 'received' && <ReturnRefundForm key={value.status} value={value} />}
      {(value.status === 'refunded' || value.status === 'refused') && (
        <p className="text-sm text-stone-700">
          {value.refund?.method === 'credit'
            ? t('admin.returns.finished.refundedCredit')
            : t(`admin.returns.finished.${value.status}`)}
        </p>
      )}
    </DetailSection>
  );
}
