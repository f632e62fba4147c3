import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { MIN_PARCEL_WEIGHT_KG } from '#shared/delivery';
import { type BookingInput, bookingInputSchema } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/order';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { queryKeys } from '../../../../lib/query-keys';
import { bookShipment } from '../../api/delivery-book';
import { useAdminOrderDelivery } from '../../api/delivery-detail';
import { readNumber } from '../../utils/delivery-booking';
import { shortId } from '../../utils/orders-display';
import { runInPool } from '../../utils/run-in-pool';
import { canBulkBook } from './delivery-badges';

/** How many bookings run at once: quick enough, and gentle on the courier's rate limits. */
const AT_ONCE = 3;

type Line =
  | { id: string; ok: true; code: string | null }
  | { id: string; ok: false; message: string };

/**
 * Above the orders list: tick every bookable order on the page, and book the ticked ones with a
 * courier in one go. Only Steadfast books in bulk: Pathao needs each order's city and zone.
 */
export function BulkBookingBar({
  orders,
  selected,
  onSelect,
}: {
  orders: Order[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
}) {
  const { t } = useI18n();
  // The orders being booked, fixed when the dialog opens: the list refreshes as they ship and
  // leaves the selection, and the dialog must keep showing their results.
  const [booking, setBooking] = useState<string[] | null>(null);
  const bookable = orders.filter(canBulkBook);
  const dialog = booking && (
    <BulkBookingDialog
      ids={booking}
      onClose={(booked) => {
        setBooking(null);
        onSelect(new Set([...selected].filter((id) => !booked.includes(id))));
      }}
    />
  );
  const allTicked = bookable.length > 0 && bookable.every((order) => selected.has(order.id));
  const bar = (bookable.length > 0 || selected.size > 0) && (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 py-2">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-rose-700"
          checked={allTicked}
          disabled={bookable.length === 0}
          onChange={() => onSelect(allTicked ? new Set() : new Set(bookable.map((o) => o.id)))}
        />
        {t('admin.delivery.selectAll')}
      </label>
      {selected.size > 0 && (
        <>
          <span className="text-sm font-medium" aria-live="polite">
            {t('admin.delivery.bulk.selected', { count: selected.size })}
          </span>
          <Button size="sm" onClick={() => setBooking([...selected])}>
            <Truck aria-hidden="true" /> {t('admin.delivery.bulk.open')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onSelect(new Set())}>
            {t('admin.delivery.bulk.clear')}
          </Button>
        </>
      )}
    </div>
  );
  // The dialog keeps its place in the tree whether the bar shows or not (once every ticked order
  // has shipped, it does not): moved, it would mount afresh and lose its results.
  return (
    <>
      {bar}
      {dialog}
    </>
  );
}

/** Books each order in turn, AT_ONCE at a time, keeping one result line per order as it ends. */
function useBulkRun(ids: string[]) {
  const { t, message } = useI18n();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<Line[]>([]);
  const [running, setRunning] = useState(false);

  const run = async (input: BookingInput) => {
    setRunning(true);
    await runInPool(
      ids,
      AT_ONCE,
      (id) => bookShipment({ id, input }),
      (result) =>
        setLines((current) => [
          ...current,
          result.ok
            ? { id: result.item, ok: true, code: result.value.shipment?.trackingCode ?? null }
            : {
                id: result.item,
                ok: false,
                message: message(apiErrorMessage(result.error, t('admin.delivery.book.failed'))),
              },
        ]),
    );
    setRunning(false);
    // The list shows the booked orders as shipped; each booked order's page is read afresh.
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
  };
  return { lines, running, run };
}

function BulkBookingDialog({
  ids,
  onClose,
}: {
  ids: string[];
  onClose: (booked: string[]) => void;
}) {
  const { t } = useI18n();
  // The couriers are the shop's, not the order's: any selected order's delivery answer names them.
  const delivery = useAdminOrderDelivery(ids[0] ?? '');
  const couriers = delivery.data?.couriers ?? [];
  const { lines, running, run } = useBulkRun(ids);
  const started = running || lines.length > 0;
  const booked = lines.filter((line) => line.ok).map((line) => line.id);
  const close = () => onClose(booked);

  return (
    <Dialog open onOpenChange={(open) => !open && !running && close()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('admin.delivery.bulk.title', { count: ids.length })}</DialogTitle>
        <DialogDescription>{t('admin.delivery.bulk.description')}</DialogDescription>
        <div className="mt-4 space-y-4">
          {delivery.isSuccess && !couriers.includes('steadfast') && (
            <p className="text-sm text-stone-700">{t('admin.delivery.bulk.noCourier')}</p>
          )}
          {couriers.includes('steadfast') && !started && (
            <BulkSetup pathao={couriers.includes('pathao')} onStart={(input) => void run(input)} />
          )}
          {started && <Progress done={lines.length} total={ids.length} />}
          {lines.length > 0 && <ResultLines lines={lines} />}
          {started && !running && (
            <p className="text-sm font-medium" role="status">
              {t('admin.delivery.bulk.summary', {
                booked: booked.length,
                refused: lines.length - booked.length,
              })}
            </p>
          )}
          <div className="flex justify-end">
            <Button variant="outline" disabled={running} onClick={close}>
              {t('admin.delivery.bulk.close')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The weight every parcel is booked at (0.5 kg, the couriers' smallest), checked by the contract. */
function BulkSetup({
  pathao,
  onStart,
}: {
  pathao: boolean;
  onStart: (input: BookingInput) => void;
}) {
  const { t } = useI18n();
  const [weight, setWeight] = useState(String(MIN_PARCEL_WEIGHT_KG));
  const [error, setError] = useState<string | undefined>();
  const start = () => {
    const input = { courier: 'steadfast' as const, weightKg: readNumber(weight) };
    const checked = bookingInputSchema.safeParse(input);
    if (checked.success) onStart(input);
    else setError(checked.error.issues[0]?.message);
  };
  return (
    <>
      <FormField id="bulk-weight" label={t('admin.delivery.book.weight')} required error={error}>
        <Input
          id="bulk-weight"
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'bulk-weight-error' : undefined}
          onChange={(event) => setWeight(event.currentTarget.value)}
        />
      </FormField>
      {pathao && <p className="text-sm text-stone-600">{t('admin.delivery.bulk.pathaoApart')}</p>}
      <Button onClick={start} className="w-full sm:w-auto">
        {t('admin.delivery.bulk.start', { courier: t('admin.delivery.courier.steadfast') })}
      </Button>
    </>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useI18n();
  const label = t('admin.delivery.bulk.progress', { done, total });
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-rose-700 transition-[width]"
          style={{ width: `${total === 0 ? 0 : (done / total) * 100}%` }}
        />
      </div>
      <p className="text-sm text-stone-700 tabular-nums">{label}</p>
    </div>
  );
}

function ResultLines({ lines }: { lines: Line[] }) {
  const { t } = useI18n();
  return (
    <ul className="max-h-64 divide-y divide-stone-100 overflow-y-auto text-sm" aria-live="polite">
      {lines.map((line) => (
        <li key={line.id} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 py-1.5">
          {line.ok ? (
            <CheckCircle2 className="mt-0.5 size-4 text-green-700" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-4 text-red-700" aria-hidden="true" />
          )}
          <p className="min-w-0 break-words">
            <span className="font-mono font-medium">{shortId(line.id)}</span>{' '}
            <span className={line.ok ? 'text-green-900' : 'text-red-900'}>
              {line.ok
                ? line.code
                  ? t('admin.delivery.bulk.booked', { code: line.code })
                  : t('admin.delivery.bulk.bookedNoCode')
                : t('admin.delivery.bulk.refused', { message: line.message })}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
