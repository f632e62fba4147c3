import { Download } from 'lucide-react';
import { statusLabel } from '#shared/order-display';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#shared/orders';
import { Button } from '../../../../components/ui/button';
import { fieldClasses } from '../../../../components/ui/input';
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
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchField
        id="admin-order-search"
        label="Search orders"
        placeholder="Order ID, phone, e-mail or transaction ID"
        value={filters.q ?? ''}
        onSearch={(value) => onChange('q', value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center">
        <FilterSelect
          id="admin-order-status"
          label="Status"
          allLabel="All statuses"
          options={ORDER_STATUSES}
          value={filters.status ?? ''}
          onChange={(value) => onChange('status', value)}
        />
        <FilterSelect
          id="admin-order-payment"
          label="Payment status"
          allLabel="All payments"
          options={PAYMENT_STATUSES}
          value={filters.paymentStatus ?? ''}
          onChange={(value) => onChange('paymentStatus', value)}
        />
        <Button variant="outline" asChild className="col-span-2 sm:col-span-1">
          {/* A plain download: the browser sends the session cookie and saves the file. */}
          <a href={ordersCsvHref(filters)} download>
            <Download aria-hidden="true" />
            Export CSV
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
  options: readonly string[];
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
          <option key={option} value={option}>
            {statusLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
