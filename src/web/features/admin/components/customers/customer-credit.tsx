import { Wallet } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminCustomer } from '#shared/schemas/admin';
import type { CreditAccount } from '#shared/schemas/credit';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { richText } from '../../../../lib/rich-text';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useAdjustCustomerCredit, useCustomerCredit } from '../../api/customer-credit';
import { shortId } from '../../utils/orders-display';
import { poishaOfTaka } from '../../utils/refund-form';
import { useStaffAccess } from '../../utils/staff-access';
import { FormErrorAlert } from '../layout/form-error-alert';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { ListError } from '../layout/list-states';

export function nameOf(customer: Pick<AdminCustomer, 'firstName' | 'lastName' | 'email'>): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
}

/**
 * "Store credit" on a customer's row and on a return's order: opens what they hold, and the form
 * for staff who may change it.
 */
export function CustomerCreditButton({ customerId, name }: { customerId: string; name: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={t('admin.customerCredit.openFor', { name })}
        onClick={() => setOpen(true)}
      >
        <Wallet aria-hidden="true" />
        {t('admin.customerCredit.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>{t('admin.customerCredit.title', { name })}</DialogTitle>
          <DialogDescription>{t('admin.customerCredit.description')}</DialogDescription>
          {open && <CustomerCredit customerId={customerId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A customer's store credit: the balance, what expires when, every move, and the form. */
export function CustomerCredit({ customerId }: { customerId: string }) {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const credit = useCustomerCredit(customerId);
  if (credit.isPending) {
    return (
      <div className="mt-4 space-y-3" role="status" aria-busy="true">
        <span className="sr-only">{t('admin.customerCredit.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (credit.isError) {
    return (
      <div className="mt-4">
        <ListError
          title={t('admin.customerCredit.loadFailed')}
          error={credit.error}
          onRetry={() => void credit.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-5">
      <CreditSummary account={credit.data} />
      <CreditMoves history={credit.data.history} />
      {can('credit.manage') && <AdjustCreditForm customerId={customerId} />}
    </div>
  );
}

function CreditSummary({ account }: { account: CreditAccount }) {
  const { t, money, date } = useI18n();
  return (
    <dl className="grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-stone-600">{t('admin.customerCredit.balance')}</dt>
        <dd
          className="text-2xl font-semibold text-stone-900 tabular-nums"
          data-credit-balance={account.balance}
        >
          {money(account.balance, { decimals: true })}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-stone-600">{t('admin.customerCredit.expiring')}</dt>
        <dd className="text-sm text-stone-900">
          {account.expiring.length === 0 ? (
            t('admin.customerCredit.nothingHeld')
          ) : (
            <ul className="space-y-0.5">
              {account.expiring.map((lot) => (
                <li key={`${lot.expiresAt}-${lot.amount}`} className="tabular-nums">
                  {t('admin.customerCredit.expiringRow', {
                    amount: money(lot.amount, { decimals: true }),
                    date: date(lot.expiresAt),
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

function CreditMoves({ history }: { history: CreditAccount['history'] }) {
  const { t, money, date } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-medium text-stone-900">
        {t('admin.customerCredit.moves')}
      </h4>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">{t('admin.customerCredit.noMoves')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200">
          {history.map((move) => (
            <li
              key={move.id}
              className="flex items-start justify-between gap-3 p-3 text-sm"
              data-credit-move={move.id}
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  <span>{t(`admin.customerCredit.reason.${move.reason}`)}</span>
                  {move.orderId && (
                    <>
                      {' · '}
                      <Link
                        to={`/admin/orders/${move.orderId}`}
                        className="whitespace-nowrap text-rose-700 hover:underline"
                      >
                        {/* Only the id in the fixed-width font, which may have no Bangla letters. */}
                        {richText(t('admin.customerCredit.order'), {
                          id: <span className="font-mono">{shortId(move.orderId)}</span>,
                        })}
                      </Link>
                    </>
                  )}
                </p>
                {move.note && (
                  <p className="break-words whitespace-pre-line text-stone-700">{move.note}</p>
                )}
                <p className="text-xs text-stone-600">
                  <time dateTime={move.createdAt}>{date(move.createdAt)}</time>
                </p>
              </div>
              <p
                className={cn(
                  'shrink-0 font-semibold whitespace-nowrap tabular-nums',
                  move.change > 0 ? 'text-emerald-700' : 'text-stone-700',
                )}
              >
                {move.change > 0 ? '+' : '−'}
                {money(Math.abs(move.change), { decimals: true })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Way = 'add' | 'remove';
const WAYS = [
  ['add', 'admin.customerCredit.adjust.add'],
  ['remove', 'admin.customerCredit.adjust.remove'],
] as const;
type AdjustErrors = Partial<Record<'amount' | 'reason', string>>;

/** Adds or removes credit (taka, Latin or Bangla digits) with a reason; the server's refusal above it. */
function AdjustCreditForm({ customerId }: { customerId: string }) {
  const { t, money } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const adjust = useAdjustCustomerCredit(customerId);
  const confirmThen = useIdentityCheck();
  const [way, setWay] = useState<Way>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<AdjustErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = adjust.isPending;

  const send = (change: number, why: string) =>
    adjust.mutate(
      { change, reason: why },
      {
        onSuccess: () => {
          toast.success(
            t(
              change > 0
                ? 'admin.customerCredit.adjust.added'
                : 'admin.customerCredit.adjust.removed',
              {
                amount: money(Math.abs(change)),
              },
            ),
          );
          setAmount('');
          setReason('');
        },
        onError: (failure) =>
          needsIdentityCheck(failure)
            ? confirmThen(() => send(change, why))
            : setServerError(errorText(failure, 'admin.customerCredit.adjust.failed')),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const poisha = poishaOfTaka(amount);
    const why = reason.trim();
    const found: AdjustErrors = {};
    if (poisha === null || poisha <= 0) found.amount = t('admin.customerCredit.adjust.amountError');
    if (why.length < 3 || why.length > 200)
      found.reason = t('admin.customerCredit.adjust.reasonError');
    setErrors(found);
    if (poisha === null || Object.keys(found).length > 0) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    send(way === 'add' ? poisha : -poisha, why);
  };

  return (
    <form
      noValidate
      aria-label={t('admin.customerCredit.adjust.title')}
      onSubmit={submit}
      className="space-y-4 border-t border-stone-100 pt-4"
    >
      <h4 className="font-medium text-stone-900">{t('admin.customerCredit.adjust.title')}</h4>
      <FormErrorAlert message={serverError} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">
          {t('admin.customerCredit.adjust.way')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {WAYS.map(([choice, label]) => (
            <label
              key={choice}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
                way === choice
                  ? 'border-rose-700 bg-rose-50 text-rose-900'
                  : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                name={`${id}-way`}
                value={choice}
                checked={way === choice}
                disabled={pending}
                className="accent-rose-700"
                onChange={() => setWay(choice)}
              />
              {t(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          id={`${id}-amount`}
          label={t('admin.customerCredit.adjust.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={pending}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          error={errors.amount}
        />
        <TextField
          id={`${id}-reason`}
          label={t('admin.customerCredit.adjust.reason')}
          required
          maxLength={200}
          autoComplete="off"
          value={reason}
          disabled={pending}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          hint={t('admin.customerCredit.adjust.reasonHint')}
          error={errors.reason}
        />
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending
          ? t('admin.customerCredit.adjust.saving')
          : t(
              way === 'add'
                ? 'admin.customerCredit.adjust.submitAdd'
                : 'admin.customerCredit.adjust.submitRemove',
            )}
      </Button>
    </form>
  );
}
