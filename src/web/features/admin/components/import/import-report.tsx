import { useState } from 'react';
import type {
  ImportRowAction,
  ProductImportReport,
  ProductImportRow,
} from '#shared/schemas/admin-import';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/** Rows shown at once: a 10,000-row import lists its refusals, not every row. */
const SHOWN_ROWS = 200;

type Show = 'refused' | 'changes' | 'all';

const ACTION_STYLE: Record<ImportRowAction, string> = {
  create: 'bg-emerald-100 text-emerald-900',
  change: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-stone-100 text-stone-700',
  refuse: 'bg-rose-100 text-rose-900',
};

function ActionBadge({ action }: { action: ImportRowAction }) {
  const { t } = useI18n();
  return (
    <Badge variant="secondary" className={ACTION_STYLE[action]}>
      {t(`admin.import.action.${action}`)}
    </Badge>
  );
}

function Summary({ report }: { report: ProductImportReport }) {
  const { t } = useI18n();
  const { summary } = report;
  const items = [
    t('admin.import.summary.rows', { count: summary.rows }),
    t('admin.import.summary.productsCreated', { count: summary.productsCreated }),
    t('admin.import.summary.productsChanged', { count: summary.productsChanged }),
    t('admin.import.summary.productsUnchanged', { count: summary.productsUnchanged }),
    t('admin.import.summary.variantsCreated', { count: summary.variantsCreated }),
    t('admin.import.summary.variantsChanged', { count: summary.variantsChanged }),
    t('admin.import.summary.variantsRemoved', { count: summary.variantsRemoved }),
    t('admin.import.summary.images', { count: summary.images }),
  ];
  return (
    <ul className="flex flex-wrap gap-2 text-sm">
      {summary.refused > 0 && (
        <li className="rounded-full bg-rose-100 px-3 py-1 font-semibold text-rose-900">
          {t('admin.import.summary.refused', { count: summary.refused })}
        </li>
      )}
      {items.map((item) => (
        <li key={item} className="rounded-full bg-stone-100 px-3 py-1 text-stone-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Reasons({ row }: { row: ProductImportRow }) {
  const { message } = useI18n();
  if (row.reasons.length === 0) return null;
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm text-rose-900">
      {row.reasons.map((reason) => (
        <li key={reason}>{message(reason)}</li>
      ))}
    </ul>
  );
}

function RowsTable({ rows }: { rows: ProductImportRow[] }) {
  const { t, number } = useI18n();
  return (
    <>
      <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 sm:hidden">
        {rows.map((row) => (
          <li key={row.row} className="space-y-1 p-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">
                {t('admin.import.column.row')} {number(row.row)}
              </span>
              <ActionBadge action={row.action} />
              {row.sku && <span className="font-mono text-xs text-stone-700">{row.sku}</span>}
            </div>
            <p className="text-sm break-words text-stone-800">{row.name || row.handle}</p>
            <Reasons row={row} />
          </li>
        ))}
      </ol>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('admin.import.column.row')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('admin.import.column.product')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('admin.import.column.sku')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('admin.import.column.action')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('admin.import.column.reasons')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 align-top">
          {rows.map((row) => (
            <tr key={row.row}>
              <td className="py-2 pr-3 tabular-nums">{number(row.row)}</td>
              <td className="max-w-64 py-2 pr-3 break-words">{row.name || row.handle}</td>
              <td className="py-2 pr-3 font-mono text-xs">{row.sku}</td>
              <td className="py-2 pr-3">
                <ActionBadge action={row.action} />
              </td>
              <td className="py-2">
                <Reasons row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const SHOWS: Record<Show, (row: ProductImportRow) => boolean> = {
  refused: (row) => row.action === 'refuse',
  changes: (row) => row.action !== 'unchanged',
  all: () => true,
};

/** The dry run's answer: counts, problems of the whole file, then the rows chosen. */
export function ImportReport({ report }: { report: ProductImportReport }) {
  const { t, message } = useI18n();
  const [show, setShow] = useState<Show>(report.summary.refused > 0 ? 'refused' : 'changes');
  const rows = report.rows.filter(SHOWS[show]);
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <section className="space-y-4" aria-labelledby="import-report-heading">
      <h3 id="import-report-heading" className="sr-only">
        {t('admin.import.column.action')}
      </h3>
      <Summary report={report} />
      {report.problems.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
          {report.problems.map((problem) => (
            <li key={problem}>{message(problem)}</li>
          ))}
        </ul>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('admin.import.column.action')}</legend>
        {(['refused', 'changes', 'all'] as const).map((value) => (
          <label
            key={value}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm has-focus-visible:outline-2 has-focus-visible:outline-rose-600',
              show === value
                ? 'border-rose-700 bg-rose-700 text-white'
                : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              name="import-show"
              value={value}
              checked={show === value}
              onChange={() => setShow(value)}
              className="sr-only"
            />
            {t(`admin.import.show.${value}`)}
          </label>
        ))}
      </fieldset>
      {rows.length > shown.length && (
        <p className="text-sm text-stone-700">
          {t('admin.import.showing', { shown: shown.length, total: rows.length })}
        </p>
      )}
      {shown.length > 0 && <RowsTable rows={shown} />}
    </section>
  );
}
