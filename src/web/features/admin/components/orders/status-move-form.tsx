import { type FormEvent, type ReactNode, useState } from 'react';
import { statusLabel } from '#shared/order-display';
import type { OrderStatus, PaymentStatus } from '#shared/orders';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { fieldClasses, Textarea } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { richText } from '../../../../lib/rich-text';
import { cn } from '../../../../lib/utils';
import { ConfirmDialog } from './confirm-dialog';

export type Confirmation = { title: string; description: string; confirmLabel: string };

/**
 * A select of the allowed next statuses, an optional note and a submit button. The parent keys it
 * by the current status, so a successful move starts it afresh.
 */
export function StatusMoveForm<Status extends OrderStatus | PaymentStatus>({
  idPrefix,
  label,
  current,
  options,
  submitLabel,
  notePlaceholder,
  pending,
  confirmationFor,
  onMove,
}: {
  idPrefix: string;
  label: string;
  current: ReactNode;
  options: readonly Status[];
  submitLabel: string;
  notePlaceholder: string;
  pending: boolean;
  /** Moves that deserve a second look (cancelling restocks and e-mails the customer). */
  confirmationFor?: (to: Status) => Confirmation | null;
  onMove: (to: Status, note: string) => void;
}) {
  const { t } = useI18n();
  const [choice, setChoice] = useState<Status | ''>('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const confirmation = confirmationFor?.(choice) ?? null;
    if (confirmation) setConfirming(confirmation);
    else onMove(choice, note.trim());
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="flex items-center gap-2 text-sm text-stone-700">
        {richText(t('admin.order.move.current'), { status: current })}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-to`} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <select
          id={`${idPrefix}-to`}
          value={choice}
          onChange={(event) => setChoice(event.target.value as Status | '')}
          className={cn(fieldClasses, 'h-10')}
        >
          <option value="">{t('admin.order.move.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {statusLabel(t, option)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-note`} className="mb-1 block text-sm font-medium">
          {t('admin.order.move.note')}{' '}
          <span className="font-normal text-stone-600">{t('admin.order.move.optional')}</span>
        </label>
        <Textarea
          id={`${idPrefix}-note`}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
          className="min-h-20"
          placeholder={notePlaceholder}
        />
      </div>
      <Button type="submit" disabled={!choice || pending} className="w-full sm:w-auto">
        {pending ? t('admin.updating') : submitLabel}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        confirmLabel={confirming?.confirmLabel ?? ''}
        destructive
        onConfirm={() => {
          setConfirming(null);
          if (choice) onMove(choice, note.trim());
        }}
      >
        <DialogTitle>{confirming?.title}</DialogTitle>
        <DialogDescription>{confirming?.description}</DialogDescription>
      </ConfirmDialog>
    </form>
  );
}
