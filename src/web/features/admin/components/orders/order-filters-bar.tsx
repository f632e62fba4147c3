import { Download } from 'lucide-react';
import { statusLabel } from '#shared/order-display';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '#shared/orders';
import { Button } from '../../../../components/ui/button';
import { fieldClasses } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { ordersCsvHref } from '../../utils/csv-link';
import type { OrderFilters } from '../../utils/orders-filters';
import { SearchField } from './search-field';

type FilterKey = 'status' | 'paymentStatus' | 'q';

/** Status, payment status and search for the orders list, plus the CSV of what they select. */
export function OrderFiltersBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchField
        id="admin-order-search"
        label={t('admin.orders.search')}
        placeholder={t('admin.orders.searchPlaceholder')}
        value={filters.q ?? ''}
        onSearch={(value) => onChange('q', value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center">
        <FilterSelect
          id="admin-order-status"
          label={t('admin.filter.status')}
          allLabel={t('admin.filter.allStatuses')}
          options={ORDER_STATUSES}
          value={filters.status ?? ''}
          onChange={(value) => onChange('status', value)}
        />
        <FilterSelect
          id="admin-order-payment"
          label={t('admin.orders.paymentStatus')}
          allLabel={t('admin.orders.allPayments')}
          options={PAYMENT_STATUSES}
          value={filters.paymentStatus ?? ''}
          onChange={(value) => onChange('paymentStatus', value)}
        />
        <Button variant="outline" asChild className="col-span-2 sm:col-span-1">
          {/* A plain download: the browser sends the session cookie and saves the file. The CSV's
              column headers stay English in every language: they are data for spreadsheets. */}
          <a href={ordersCsvHref(filters)} download>
            <Download aria-hidden="true" />
            {t('admin.orders.exportCsv')}
          </a>
        </Button>
      </div>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly (OrderStatus | PaymentStatus)[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(fieldClasses, 'h-10 pr-2 sm:w-44')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {statusLabel(t, option)}
          </option>
        ))}
      </select>
    </div>
  );
}
