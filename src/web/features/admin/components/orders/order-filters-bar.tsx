import { Download } from 'lucide-react';
import { paymentMethodLabel, statusLabel } from '#shared/order-display';
import { ORDER_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES } from '#shared/orders';
import { PAYMENT_METHODS } from '#shared/pricing';
import { Button } from '../../../../components/ui/button';
import { fieldClasses } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useOrderTakers } from '../../api/order-takers';
import { ordersCsvHref } from '../../utils/csv-link';
import { downloadFile } from '../../utils/download-file';
import { DELIVERY_FILTERS, type OrderFilters } from '../../utils/orders-filters';
import { useStaffAccess } from '../../utils/staff-access';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { SearchField } from './search-field';

export type OrderFilterKey =
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'delivery'
  | 'source'
  | 'takenBy'
  | 'q';

/** Status, payment status, payment method, delivery and search for the orders list, plus the CSV of what they select. */
export function OrderFiltersBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (key: OrderFilterKey, value: string) => void;
}) {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const confirmThen = useIdentityCheck();
  const { errorText } = useApiErrorText();
  const exportCsv = (): Promise<void> =>
    downloadFile(ordersCsvHref(filters), 'orders.csv').catch((error) =>
      needsIdentityCheck(error) ? confirmThen(exportCsv) : toast.error(errorText(error)),
    );
  const takers = useOrderTakers().data?.takers ?? [];
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchField
        id="admin-order-search"
        label={t('admin.orders.search')}
        placeholder={t('admin.orders.searchPlaceholder')}
        value={filters.q ?? ''}
        onSearch={(value) => onChange('q', value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <FilterSelect
          id="admin-order-status"
          label={t('admin.filter.status')}
          allLabel={t('admin.filter.allStatuses')}
          options={ORDER_STATUSES.map((status) => ({
            value: status,
            label: statusLabel(t, status),
          }))}
          value={filters.status ?? ''}
          onChange={(value) => onChange('status', value)}
        />
        <FilterSelect
          id="admin-order-payment"
          label={t('admin.orders.paymentStatus')}
          allLabel={t('admin.orders.allPayments')}
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: statusLabel(t, status),
          }))}
          value={filters.paymentStatus ?? ''}
          onChange={(value) => onChange('paymentStatus', value)}
        />
        <FilterSelect
          id="admin-order-method"
          label={t('admin.orders.paymentMethod')}
          allLabel={t('admin.orders.allMethods')}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: paymentMethodLabel(t, method),
          }))}
          value={filters.paymentMethod ?? ''}
          onChange={(value) => onChange('paymentMethod', value)}
        />
        <FilterSelect
          id="admin-order-delivery"
          label={t('admin.delivery.filter')}
          allLabel={t('admin.delivery.filter.all')}
          options={DELIVERY_FILTERS.map((filter) => ({
            value: filter,
            label: t(`admin.delivery.filter.${filter}`),
          }))}
          value={filters.delivery ?? ''}
          onChange={(value) => onChange('delivery', value)}
        />
        <FilterSelect
          id="admin-order-source"
          label={t('admin.orders.source')}
          allLabel={t('admin.orders.allSources')}
          options={ORDER_SOURCES.map((source) => ({
            value: source,
            label: t(`admin.orderSource.${source}`),
          }))}
          value={filters.source ?? ''}
          onChange={(value) => onChange('source', value)}
        />
        <FilterSelect
          id="admin-order-taken-by"
          label={t('admin.orders.takenBy')}
          allLabel={t('admin.orders.anyone')}
          options={takers.map((taker) => ({ value: taker.id, label: taker.label }))}
          value={filters.takenBy ?? ''}
          onChange={(value) => onChange('takenBy', value)}
        />
        {/* The CSV holds customers' numbers and addresses: for staff who may export them. */}
        {/* The CSV's column headers stay English in every language: data for spreadsheets. */}
        {can('customers.export') && (
          <Button variant="outline" onClick={() => exportCsv()}>
            <Download aria-hidden="true" />
            {t('admin.orders.exportCsv')}
          </Button>
        )}
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
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
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
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
