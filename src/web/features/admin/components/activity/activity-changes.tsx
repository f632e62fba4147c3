import type { AuditEntry } from '#shared/schemas/audit';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { fieldRows, formatValue, sideOf } from './activity-values';
import { useActivityWords } from './activity-words';

/** Before and after side by side, one row per field; the fields that changed are marked. */
export function ActivityChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t, money } = useI18n();
  const words = useActivityWords();
  const rows = fieldRows(entry);
  if (rows.length === 0) {
    return <p className="text-sm text-stone-700">{t('admin.activity.entry.nothing')}</p>;
  }
  const type = sideOf(entry.after)?.discountType ?? sideOf(entry.before)?.discountType;
  const show = (field: string, value: unknown) => formatValue(field, value, money, type);
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr className="border-b border-stone-200 text-left text-stone-700">
          <th scope="col" className="w-1/4 py-2 pr-2 font-medium">
            {t('admin.activity.entry.field')}
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            {t('admin.activity.entry.before')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('admin.activity.entry.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.field}
            data-changed={row.changed || undefined}
            className={cn('border-b border-stone-100 align-top', row.changed && 'bg-amber-50')}
          >
            <th scope="row" className="py-2 pr-2 text-left font-normal break-words text-stone-700">
              {words.field(row.field)}
              {row.changed && (
                <span className="sr-only"> ({t('admin.activity.entry.changed')})</span>
              )}
            </th>
            <td
              className={cn(
                'py-2 pr-2 break-words',
                row.changed && 'text-red-800 line-through decoration-red-300',
              )}
            >
              {show(row.field, row.before)}
            </td>
            <td className={cn('py-2 break-words', row.changed && 'font-semibold text-emerald-800')}>
              {show(row.field, row.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
