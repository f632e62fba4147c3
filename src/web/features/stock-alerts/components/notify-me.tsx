import { Bell, BellOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { StockAlertChannel } from '#shared/schemas/stock-alert';
import { Button } from '../../../components/ui/button';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAskForStockAlert, useCancelStockAlert, useMyStockAlerts } from '../api/stock-alerts';

export type NotifyMeProps = {
  productId: number;
  /** The sold-out shade or size; left out for a product without options. */
  variantId: number | undefined;
  signedIn: boolean;
  /** The sign-in page, asked to come back here. */
  loginHref: string;
};

/** "Notify me when it's back" under a sold-out variant's Add to Cart. */
export function NotifyMe({ productId, variantId, signedIn, loginHref }: NotifyMeProps) {
  const { t } = useI18n();
  if (!signedIn) {
    return (
      <div className="mt-4">
        <Button asChild variant="outline">
          <Link to={loginHref}>
            <Bell aria-hidden="true" />
            {t('stockAlerts.notifyMe')}
          </Link>
        </Button>
        <p className="mt-1 text-sm text-stone-600">{t('stockAlerts.signIn')}</p>
      </div>
    );
  }
  return <NotifyMeSignedIn productId={productId} variantId={variantId} />;
}

function NotifyMeSignedIn({
  productId,
  variantId,
}: Pick<NotifyMeProps, 'productId' | 'variantId'>) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const mine = useMyStockAlerts(productId, true);
  const cancel = useCancelStockAlert(productId);
  if (!mine.data) return null;
  // A product without options has one variant, so any ask of hers for it is this one.
  const open = mine.data.alerts.find(
    (alert) => variantId === undefined || alert.variantId === variantId,
  );
  if (open) {
    return (
      <div className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
        <p>{t(`stockAlerts.waiting.${open.channel}`, { recipient: open.recipient })}</p>
        <Button
          variant="link"
          className="mt-1 h-auto p-0 text-emerald-900"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(open.id, {
              onSuccess: () => toast.success(t('stockAlerts.stopped')),
              onError: (error) => toast.error(errorText(error, 'stockAlerts.failed')),
            })
          }
        >
          <BellOff aria-hidden="true" />
          {t('stockAlerts.stop')}
        </Button>
      </div>
    );
  }
  if (mine.data.channels.length === 0) {
    return (
      <p className="mt-4 text-sm text-stone-700">
        {t('stockAlerts.noChannel')}{' '}
        <Link to="/account?tab=settings" className="font-medium text-rose-700 underline">
          {t('stockAlerts.settings')}
        </Link>
      </p>
    );
  }
  return <AskForm productId={productId} variantId={variantId} channels={mine.data.channels} />;
}

type AskFormProps = Pick<NotifyMeProps, 'productId' | 'variantId'> & {
  channels: { channel: StockAlertChannel; recipient: string }[];
};

/** The button, then the channel to be told by (the first her account has, chosen already). */
function AskForm({ productId, variantId, channels }: AskFormProps) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const ask = useAskForStockAlert(productId);
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState(channels[0]?.channel ?? 'email');

  if (!open) {
    return (
      <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
        <Bell aria-hidden="true" />
        {t('stockAlerts.notifyMe')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(
      { ...(variantId === undefined ? {} : { variantId }), channel },
      {
        onSuccess: () => toast.success(t('stockAlerts.asked')),
        onError: (error) => toast.error(errorText(error, 'stockAlerts.failed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-4 rounded-lg border border-stone-200 p-3">
      <fieldset>
        <legend className="text-sm font-medium text-stone-900">{t('stockAlerts.how')}</legend>
        <div className="mt-2 space-y-1">
          {channels.map((each) => (
            <label key={each.channel} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-channel`}
                value={each.channel}
                checked={channel === each.channel}
                onChange={() => setChannel(each.channel)}
                className="size-4 accent-rose-600"
              />
              <span className="break-all">
                {t(each.channel === 'sms' ? 'stockAlerts.bySms' : 'stockAlerts.byEmail', {
                  recipient: each.recipient,
                })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-3" disabled={ask.isPending}>
        <Bell aria-hidden="true" />
        {t(ask.isPending ? 'stockAlerts.saving' : 'stockAlerts.submit')}
      </Button>
    </form>
  );
}
