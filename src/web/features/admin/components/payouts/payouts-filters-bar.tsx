import { Download } from 'lucide-react';
import { SHIPMENT_COURIERS } from '#shared/delivery';
import { Button } from '../../../../components/ui/button';
import { fieldClasses } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { payoutsCsvHref } from '../../utils/csv-link';
import type { PayoutFilters } from '../../utils/payouts-filters';

/** The courier and the Dhaka delivery days the report covers, and the CSV of the same. */
export function PayoutsFiltersBar({
  filters,
  onChange,
}: {
  filters: PayoutFilters;
  onChange: (key: keyof PayoutFilters, value: string) => void;
}) {
  const { t } = useI18n();
  const label = 'mb-1 block text-xs font-medium text-stone-700';
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="payouts-courier" className={label}>
          {t('admin.payouts.filter.courier')}
        </label>
        <select
          id="payouts-courier"
          value={filters.courier ?? ''}
          onChange={(event) => onChange('courier', event.target.value)}
          className={cn(fieldClasses, 'h-10 pr-2 sm:w-44')}
        >
          <option value="">{t('admin.payouts.filter.allCouriers')}</option>
          {SHIPMENT_COURIERS.map((courier) => (
            <option key={courier} value={courier}>
              {t(`admin.delivery.courier.${courier}`)}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((key) => (
        <div key={key}>
          <label htmlFor={`payouts-${key}`} className={label}>
            {t(`admin.payouts.filter.${key}`)}
          </label>
          <input
            id={`payouts-${key}`}
            type="date"
            value={filters[key] ?? ''}
            onChange={(event) => onChange(key, event.target.value)}
            className={cn(fieldClasses, 'h-10 sm:w-44')}
          />
        </div>
      ))}
      <Button variant="outline" asChild className="col-span-2 sm:col-span-1">
        {/* A plain download: the browser sends the session cookie and saves the file. Its column
            headers stay English in every language: they are data for spreadsheets. */}
        <a href={payoutsCsvHref(filters)} download>
          <Download aria-hidden="true" />
          {t('admin.payouts.csv')}
        </a>
      </Button>
    </div>
  );
}
