import { ExternalLink } from 'lucide-react';
import type { Translator } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import { returnStatusLabel } from '#shared/order-display';
import { RETURN_STEPS, type ReturnStatus } from '#shared/returns';
import type { ReturnView } from '#shared/schemas/returns';
import { PhotoThumbnails } from '../../../components/photo-thumbnails';
import { type ProgressStep, Steps } from '../../../components/ui/steps';
import { useI18n } from '../../../lib/i18n';

/**
 * The steps a return went through, each with when it was reached where the return records it. One
 * brought back by hand (no pickup) skipped the way back, so that step is left out once passed.
 */
function stepsOf(view: ReturnView, t: Translator['t']): ProgressStep[] {
  const rank = RETURN_STEPS.indexOf(view.status);
  const byHand = view.pickup === null && rank > RETURN_STEPS.indexOf('on_way_back');
  const at: Partial<Record<ReturnStatus, string | null>> = {
    requested: view.requestedAt,
    accepted: view.decidedAt,
    received: view.receivedAt,
    refunded: view.refund?.at ?? null,
  };
  return RETURN_STEPS.filter((status) => !(byHand && status === 'on_way_back')).map((status) => {
    const reached = RETURN_STEPS.indexOf(status) <= rank;
    return {
      key: status,
      label: returnStatusLabel(t, status),
      at: reached ? (at[status] ?? null) : null,
      reached,
    };
  });
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-stone-700">{term}</dt>
      <dd className="min-w-0 text-right break-words text-stone-900">{children}</dd>
    </div>
  );
}

function Pickup({ pickup }: { pickup: NonNullable<ReturnView['pickup']> }) {
  const { t } = useI18n();
  const courier =
    pickup.courier === 'manual'
      ? (pickup.courierLabel ?? t('returns.card.courier.manual'))
      : t(`returns.card.courier.${pickup.courier}`);
  return (
    <div className="mt-4">
      <dl className="space-y-2 text-sm">
        <Row term={t('returns.card.pickup')}>{courier}</Row>
        {pickup.trackingCode && (
          <Row term={t('returns.card.trackingCode')}>
            <span className="font-mono break-all">{pickup.trackingCode}</span>
          </Row>
        )}
      </dl>
      {pickup.trackingUrl && (
        <a
          href={pickup.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-rose-700 hover:underline"
        >
          {t('returns.card.followOn', { courier })}
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      )}
    </div>
  );
}

function Refund({ refund }: { refund: NonNullable<ReturnView['refund']> }) {
  const { t, money, date } = useI18n();
  return (
    <div className="mt-4 rounded-lg bg-emerald-50 p-3">
      <h4 className="text-sm font-semibold text-emerald-900">{t('returns.card.refund')}</h4>
      <dl className="mt-2 space-y-1.5 text-sm">
        <Row term={t('returns.card.refundAmount')}>
          <span className="font-semibold tabular-nums">
            {money(refund.amount, { decimals: true })}
          </span>
        </Row>
        <Row term={t('returns.card.refundMethod')}>{t(`returns.card.method.${refund.method}`)}</Row>
        {refund.reference && (
          <Row term={t('returns.card.refundReference')}>
            <span className="font-mono break-all">{refund.reference}</span>
          </Row>
        )}
        <Row term={t('returns.card.refundDate')}>
          <time dateTime={refund.at}>{date(refund.at)}</time>
        </Row>
      </dl>
    </div>
  );
}

/**
 * One return on the order page (issue 21): where it stands, what is going back and why, how it
 * comes back, and the refund. Needs the return words (ReturnWords around it).
 */
export function ReturnCard({ view, headingId }: { view: ReturnView; headingId: string }) {
  const { t, money, date, number } = useI18n();
  const refused = view.status === 'refused';
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 p-3 sm:p-4"
      data-return={view.id}
    >
      <h3
        id={headingId}
        tabIndex={-1}
        className="font-medium text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600"
      >
        {t('returns.card.title', { date: date(view.requestedAt) })}
      </h3>
      {refused ? (
        <div role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{returnStatusLabel(t, 'refused')}</p>
          <p className="mt-1">{t('returns.card.refusedBody')}</p>
          {view.decidedAt && (
            <p className="mt-1 text-xs">
              <time dateTime={view.decidedAt}>{date(view.decidedAt)}</time>
            </p>
          )}
        </div>
      ) : (
        <Steps
          className="mt-4"
          steps={stepsOf(view, t)}
          now={t('returns.card.stepNow')}
          done={t('returns.card.stepDone')}
        />
      )}
      {view.decisionNote && (
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-medium text-stone-900">{t('returns.card.note')}:</span>{' '}
          {view.decisionNote}
        </p>
      )}
      {view.refundAs === 'credit' && (
        <p className="mt-3 text-sm font-medium text-stone-900" data-refund-as="credit">
          {t('returns.card.refundAsCredit')}
        </p>
      )}
      {view.refundDueBy && (
        <p className="mt-3 text-sm font-medium text-stone-900">
          <time dateTime={view.refundDueBy}>
            {t('returns.card.refundDue', { date: date(view.refundDueBy) })}
          </time>
        </p>
      )}
      {view.refund && <Refund refund={view.refund} />}
      {view.pickup && <Pickup pickup={view.pickup} />}

      <h4 className="mt-4 text-sm font-semibold text-stone-900">{t('returns.card.items')}</h4>
      <ul className="mt-1 space-y-1 text-sm text-stone-700">
        {view.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{lineName(line.name, line.variantTitle)}</span>
            <span className="shrink-0 tabular-nums">× {number(line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 text-sm">
        <Row term={t('returns.card.worth')}>
          <span className="tabular-nums">{money(view.worth, { decimals: true })}</span>
        </Row>
      </dl>

      <h4 className="mt-4 text-sm font-semibold text-stone-900">{t('returns.card.reason')}</h4>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">{view.reason}</p>

      {view.photos.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-stone-900">{t('returns.card.photos')}</h4>
          <PhotoThumbnails
            photos={view.photos}
            altOf={(index) => t('returns.card.photo', { index: index + 1 })}
          />
        </>
      )}
    </article>
  );
}
