import { useQueryClient } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import { lineName } from '#shared/line-name';
import { MAX_RETURN_PHOTOS, MAX_RETURN_REASON, type ReturnRefundAs } from '#shared/returns';
import type { Order } from '#shared/schemas/order';
import { type ReturnRequestInput, returnRequestInputSchema } from '#shared/schemas/returns';
import { MAX_REVIEW_PHOTO_BYTES } from '#shared/schemas/review';
import { PhotoPicker } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ProductImage } from '../../../components/ui/product-image';
import { hasStatus, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { useCredit } from '../../../lib/store-credit';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useRequestReturn } from '../api/request-return';
import { uploadReturnPhoto } from '../api/upload-return-photo';
import { returnableLeft, returnWorth } from '../utils/return-lines';

/** The server takes a return photo up to a review photo's size (shopper-return-routes.ts). */
const MAX_RETURN_PHOTO_BYTES = MAX_REVIEW_PHOTO_BYTES;

type ReturnFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: Order;
  /** Where focus goes once the dialog closes (its opener may be gone after a return is sent). */
  onCloseFocus: () => void;
};

/** "Return items": the form in a dialog, which traps focus and closes on Escape. */
export function ReturnFormDialog({
  open,
  onOpenChange,
  order,
  onCloseFocus,
}: ReturnFormDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <DialogTitle>{t('returns.form.title')}</DialogTitle>
        <DialogDescription>{t('returns.form.description')}</DialogDescription>
        <ReturnForm order={order} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Errors = Partial<Record<'lines' | 'reason' | 'photos', string>>;

/** The first message of each field the contract refused. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'lines' || field === 'reason' || field === 'photos')
      errors[field] ??= issue.message;
  }
  return errors;
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(max, 1));
}

function ReturnForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t, money } = useI18n();
  const { errorText } = useApiErrorText();
  const queryClient = useQueryClient();
  const request = useRequestReturn(order.id);
  const id = useId();
  const left = useMemo(() => returnableLeft(order), [order]);
  /** The chosen lines, each with what is typed in its quantity box. */
  const [chosen, setChosen] = useState<Map<number, string>>(() => new Map());
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // Store credit is offered only while the shop gives refunds as credit; money back otherwise.
  const credit = useCredit();
  const offerCredit = credit.data?.refunds === true;
  const [refundAs, setRefundAs] = useState<ReturnRefundAs>('money');
  const pending = request.isPending;

  const quantities = useMemo(() => {
    const counted = new Map<number, number>();
    for (const [itemId, typed] of chosen) {
      const value = Number.parseInt(typed, 10);
      counted.set(itemId, clamp(Number.isNaN(value) ? 1 : value, left.get(itemId) ?? 0));
    }
    return counted;
  }, [chosen, left]);
  const worth = returnWorth(order.items, quantities);

  const setLine = (itemId: number, value: string | null) =>
    setChosen((current) => {
      const next = new Map(current);
      if (value === null) next.delete(itemId);
      else next.set(itemId, value);
      return next;
    });

  const addPhoto = useCallback((ref: string) => setPhotos((list) => [...list, ref]), []);
  const removePhoto = useCallback(
    (ref: string) => setPhotos((list) => list.filter((photo) => photo !== ref)),
    [],
  );

  const send = async (input: ReturnRequestInput) => {
    try {
      await request.mutateAsync(input);
      toast.success(t('returns.form.sent'));
      onDone();
    } catch (error) {
      setRefusal(errorText(error, 'returns.form.failed'));
      // The window closed or another return opened meanwhile: the page shows what is true now.
      if (hasStatus(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.order(order.id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.credit });
      }
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const checked = returnRequestInputSchema.safeParse({
      lines: [...quantities].map(([itemId, quantity]) => ({ itemId, quantity })),
      reason,
      photos,
      ...(offerCredit ? { refundAs } : {}),
    });
    const found = checked.success ? {} : errorsOf(checked.error.issues);
    setErrors(found);
    if (checked.success) await send(checked.data);
    else document.getElementById(found.lines ? `${id}-lines` : `${id}-reason`)?.focus();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5">
      <fieldset
        id={`${id}-lines`}
        tabIndex={-1}
        aria-describedby={errors.lines ? `${id}-lines-error` : undefined}
        className="space-y-3 focus:outline-none"
      >
        <legend className="text-sm font-medium text-stone-800">{t('returns.form.items')}</legend>
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {order.items.map((item) => (
            <ReturnLineRow
              key={item.id}
              item={item}
              formId={id}
              max={left.get(item.id) ?? 0}
              typed={chosen.get(item.id)}
              quantity={quantities.get(item.id) ?? 1}
              disabled={pending}
              onChange={(value) => setLine(item.id, value)}
            />
          ))}
        </ul>
        {errors.lines && <FieldError id={`${id}-lines-error`} text={errors.lines} />}
      </fieldset>

      <FormField
        id={`${id}-reason`}
        label={t('returns.form.reason')}
        required
        error={errors.reason}
        hint={t('returns.form.reasonHint', { max: MAX_RETURN_REASON })}
      >
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={MAX_RETURN_REASON}
          required
          value={reason}
          disabled={pending}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy({
            id: `${id}-reason`,
            error: errors.reason,
            hint: true,
          })}
          onChange={(e) => setReason(e.currentTarget.value)}
          className="min-h-24"
        />
      </FormField>

      <PhotoPicker
        photos={photos}
        onAdd={addPhoto}
        onRemove={removePhoto}
        onBusyChange={setUploading}
        upload={uploadReturnPhoto}
        maxCount={MAX_RETURN_PHOTOS}
        maxBytes={MAX_RETURN_PHOTO_BYTES}
        words="returns.photos"
        error={errors.photos}
        disabled={pending}
      />

      {offerCredit && (
        <RefundAsChoice formId={id} value={refundAs} disabled={pending} onChange={setRefundAs} />
      )}

      <div className="rounded-lg bg-stone-50 p-3">
        <dl className="flex justify-between gap-4 text-sm font-semibold text-stone-900">
          <dt>{t('returns.form.worth')}</dt>
          <dd className="tabular-nums" data-return-worth>
            {money(worth, { decimals: true })}
          </dd>
        </dl>
        <p className="mt-1 text-xs text-stone-600">{t('returns.form.worthHint')}</p>
      </div>

      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {t(
            pending
              ? 'returns.form.submitting'
              : uploading
                ? 'returns.form.uploading'
                : 'returns.form.submit',
          )}
        </Button>
      </div>
    </form>
  );
}

/** A line of the order: ticked to return it, with how many (1 to what is left to return). */
function ReturnLineRow({
  item,
  formId,
  max,
  typed,
  quantity,
  disabled,
  onChange,
}: {
  item: Order['items'][number];
  formId: string;
  max: number;
  /** What is typed in its quantity box; undefined while not ticked. */
  typed: string | undefined;
  quantity: number;
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  const { t, money } = useI18n();
  const on = typed !== undefined;
  const name = lineName(item.name, item.variantTitle);
  const boxId = `${formId}-item-${item.id}`;
  return (
    <li className="p-3">
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          checked={on}
          disabled={max === 0 || disabled}
          onChange={(e) => onChange(e.currentTarget.checked ? '1' : null)}
          className="mt-1 size-5 shrink-0 accent-rose-700"
        />
        <div className="w-12 shrink-0">
          <ProductImage src={item.image ?? undefined} alt="" sizes="3rem" className="rounded-md" />
        </div>
        <label htmlFor={boxId} className="min-w-0 flex-1 text-sm">
          <span className="block font-medium break-words text-stone-900">{name}</span>
          <span className="block text-stone-700">
            {t('returns.form.bought', { count: item.quantity })} ·{' '}
            {money(item.unitPrice, { decimals: true })}
          </span>
          <span className="block text-xs text-stone-600">
            {max === 0 ? t('returns.form.allReturned') : t('returns.form.left', { count: max })}
          </span>
        </label>
      </div>
      {on && (
        <div className="mt-2 flex items-center gap-2 pl-8">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            disabled={disabled || quantity <= 1}
            aria-label={t('returns.form.fewer', { name })}
            onClick={() => onChange(String(quantity - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <input
            id={`${formId}-qty-${item.id}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={typed}
            disabled={disabled}
            aria-label={t('returns.form.quantityOf', { name })}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={() => onChange(String(quantity))}
            className="h-9 w-16 rounded-md border border-stone-300 bg-white px-2 text-center text-base tabular-nums focus-visible:border-rose-600 focus-visible:outline-2 focus-visible:outline-rose-600/30 sm:text-sm"
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            disabled={disabled || quantity >= max}
            aria-label={t('returns.form.more', { name })}
            onClick={() => onChange(String(quantity + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

const REFUND_AS_CHOICES = [
  ['money', 'returns.form.refundAs.money'],
  ['credit', 'returns.form.refundAs.credit'],
] as const;

/** Money back (the default) or store credit for her next order. */
function RefundAsChoice({
  formId,
  value,
  disabled,
  onChange,
}: {
  formId: string;
  value: ReturnRefundAs;
  disabled: boolean;
  onChange: (value: ReturnRefundAs) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t('returns.form.refundAs')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {REFUND_AS_CHOICES.map(([choice, label]) => (
          <label
            key={choice}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
              value === choice
                ? 'border-rose-700 bg-rose-50 text-rose-900'
                : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              name={`${formId}-refund-as`}
              value={choice}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
              className="size-4 shrink-0 accent-rose-700"
            />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  const { message } = useI18n();
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message(text)}
    </p>
  );
}
