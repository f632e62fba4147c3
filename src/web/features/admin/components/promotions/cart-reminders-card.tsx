import { useId } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { useCartReminderOverview } from '../../api/cart-reminders';
import { ListError } from '../layout/list-states';
import { CartReminderHoursForm } from './cart-reminder-hours-form';

/** Left-cart reminders (decision 046): the hours before one, and the last 30 days' figures. */
export function CartRemindersCard() {
  const { t } = useI18n();
  const overview = useCartReminderOverview();
  const headingId = useId();
  const data = overview.data;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-serif text-xl font-semibold text-stone-900">
            {t('admin.cartReminders.title')}
          </h3>
          {data && (
            <Badge variant={data.hours === 0 ? 'outline' : 'secondary'}>
              {data.hours === 0
                ? t('admin.cartReminders.off')
                : t('admin.cartReminders.on', { count: data.hours })}
            </Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-stone-700">{t('admin.cartReminders.description')}</p>
      </div>
      {overview.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : overview.isError ? (
        <ListError
          title={t('admin.cartReminders.loadFailed')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <p className="text-sm font-medium text-stone-900">
            {t('admin.cartReminders.figures', {
              sent: overview.data.sent,
              email: overview.data.byChannel.email,
              sms: overview.data.byChannel.sms,
              cameBack: overview.data.cameBack,
            })}
          </p>
          {/* Keyed: hours saved (or changed elsewhere) are what the field starts from again. */}
          <CartReminderHoursForm key={overview.data.hours} saved={overview.data.hours} />
        </>
      )}
    </section>
  );
}
