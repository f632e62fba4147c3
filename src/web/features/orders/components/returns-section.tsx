import { Undo2 } from 'lucide-react';
import { lazy, useId, useRef, useState } from 'react';
import type { Order } from '#shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { useI18n } from '../../../lib/i18n';
import { OrderSection, type SectionLevel } from './order-section';
import { ReturnCard } from './return-card';

// The form (and the contract's checks) load when the shopper first opens it.
const ReturnFormDialog = lazy(() =>
  import('./return-form-dialog').then((m) => ({ default: m.ReturnFormDialog })),
);

/**
 * The order's returns (issue 21): "Return items" while the window is open, and a card for each
 * return asked for, newest first. Nothing when there is neither. Needs the return words
 * (ReturnWords around it).
 */
export function ReturnsSection({
  order,
  level,
  className,
}: {
  order: Order;
  level?: SectionLevel;
  className?: string;
}) {
  const { t, dateTime } = useI18n();
  const id = useId();
  const [formOpen, setFormOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returns = [...(order.returns ?? [])].reverse();
  const until = order.returnableUntil ?? null;
  if (!until && returns.length === 0 && !formOpen) return null;

  // Back to the button; once a return is sent the button is gone, so to that return's card.
  const focusAfterClose = () => {
    if (opener.current?.isConnected) opener.current.focus();
    else document.getElementById(`${id}-return-0`)?.focus();
  };

  return (
    <OrderSection
      id="returns"
      title={t('returns.section.title')}
      level={level}
      className={className}
    >
      {until && (
        <div className="flex flex-col gap-3 rounded-lg bg-rose-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-800">
            <time dateTime={until}>{t('returns.ask.until', { date: dateTime(until) })}</time>
          </p>
          <Button
            ref={opener}
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => setFormOpen(true)}
            aria-haspopup="dialog"
          >
            <Undo2 aria-hidden="true" />
            {t('returns.ask.button')}
          </Button>
        </div>
      )}
      {returns.length > 0 && (
        <div className={until ? 'mt-4 space-y-4' : 'space-y-4'}>
          {returns.map((view, index) => (
            <ReturnCard key={view.id} view={view} headingId={`${id}-return-${index}`} />
          ))}
        </div>
      )}
      <LazyDialog open={formOpen}>
        <ReturnFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          order={order}
          onCloseFocus={focusAfterClose}
        />
      </LazyDialog>
    </OrderSection>
  );
}
