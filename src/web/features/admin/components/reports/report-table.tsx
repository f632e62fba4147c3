import type { ReactNode } from 'react';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { type AdminColumn, AdminTable, STICKY_CELL } from '../layout/admin-table';

export const SECTION_HEADING = 'font-serif text-xl font-semibold text-stone-900';
export const CELL = 'px-3 py-2.5 text-right whitespace-nowrap tabular-nums';
export const FIRST_CELL = cn(STICKY_CELL, 'px-3 py-2.5 text-left whitespace-nowrap');
/** The totals row's first cell, on the footer's grey. */
export const TOTAL_CELL = cn(FIRST_CELL, 'bg-stone-50');

/** A report's totals row: "Total" (and what it counts, when said), then its cells. */
export function TotalsRow({ note, children }: { note?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <tr>
      <th scope="row" className={TOTAL_CELL}>
        {t('admin.reports.totals')}
        {note && <span className="block text-xs font-normal text-stone-600">{note}</span>}
      </th>
      {children}
    </tr>
  );
}

/** A report's table under its heading, which also names it; a note between them when given. */
export function ReportTable({
  title,
  note,
  columns,
  footer,
  children,
}: {
  title: string;
  note?: string;
  columns: AdminColumn[];
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h3 className={SECTION_HEADING}>{title}</h3>
      {note && <p className="text-sm text-stone-600">{note}</p>}
      <AdminTable columns={columns} caption={title} stickyFirstColumn footer={footer}>
        {children}
      </AdminTable>
    </section>
  );
}
