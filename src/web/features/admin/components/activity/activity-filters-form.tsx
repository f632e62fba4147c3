import { type FormEvent, useId } from 'react';
import { AUDIT_AREAS } from '#shared/schemas/audit';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useI18n } from '../../../../lib/i18n';
import type { ActivityFilters } from '../../utils/activity-filters';

const select =
  'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-rose-600';

/** Person, area, entity and id, and a range of days in Dhaka time; sent as the page's URL. */
export function ActivityFiltersForm({
  filters,
  onApply,
}: {
  filters: ActivityFilters;
  onApply: (next: Partial<ActivityFilters>) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onApply({
      actor: text('actor'),
      area: text('area') as ActivityFilters['area'],
      entity: text('entity'),
      entityId: text('entityId'),
      from: text('from'),
      to: text('to'),
    });
  };
  const field = (
    name: keyof ActivityFilters,
    label: string,
    type = 'text',
    placeholder?: string,
    wide = false,
  ) => (
    <div className={wide ? 'col-span-2 space-y-1 sm:col-span-1' : 'min-w-0 space-y-1'}>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type={type}
        placeholder={placeholder}
        defaultValue={filters[name] === undefined ? '' : String(filters[name])}
      />
    </div>
  );
  return (
    <form
      onSubmit={submit}
      key={JSON.stringify(filters)}
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 lg:grid-cols-4"
    >
      {field(
        'actor',
        t('admin.activity.filter.actor'),
        'text',
        t('admin.activity.filter.actorPlaceholder'),
        true,
      )}
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <Label htmlFor={`${id}-area`}>{t('admin.activity.filter.area')}</Label>
        <select id={`${id}-area`} name="area" defaultValue={filters.area ?? ''} className={select}>
          <option value="">{t('admin.activity.filter.anyArea')}</option>
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`admin.activity.area.${area}`)}
            </option>
          ))}
        </select>
      </div>
      {field('entity', t('admin.activity.filter.entity'), 'text', 'product')}
      {field('entityId', t('admin.activity.filter.entityId'))}
      {field('from', t('admin.activity.filter.from'), 'date')}
      {field('to', t('admin.activity.filter.to'), 'date')}
      <div className="col-span-2 flex items-end gap-2">
        <Button type="submit">{t('admin.activity.filter.apply')}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {t('admin.activity.filter.clear')}
        </Button>
      </div>
    </form>
  );
}
