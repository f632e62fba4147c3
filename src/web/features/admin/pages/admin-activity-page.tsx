import { Download, History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useActivity } from '../api/activity';
import { ActivityEntryDialog } from '../components/activity/activity-entry-dialog';
import { ActivityFiltersForm } from '../components/activity/activity-filters-form';
import { ActivityRow } from '../components/activity/activity-row';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
import {
  type ActivityFilters,
  activityCsvHref,
  activityFiltersFrom,
  activityQuery,
} from '../utils/activity-filters';

/** /admin/activity: the audit log, filtered by the URL; `?entry=<id>` opens one entry. */
export function AdminActivityPage() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = activityFiltersFrom(searchParams);
  const activity = useActivity(filters);
  const opened = searchParams.get('entry');
  const hrefWith = (entry: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (entry) next.set('entry', entry);
    else next.delete('entry');
    return `?${next}`;
  };
  const apply = (next: Partial<ActivityFilters>) => setSearchParams(activityQuery(next));

  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.activity.title')}
        description={t('admin.activity.description')}
        actions={
          <a
            href={activityCsvHref(filters)}
            download
            className="inline-flex h-10 items-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-100"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('admin.activity.csv')}
          </a>
        }
      />
      <ActivityFiltersForm filters={filters} onApply={apply} />
      <ListStates
        query={activity}
        loadFailed={t('admin.activity.loadFailed')}
        skeletonRows={4}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState icon={History} title={t('admin.activity.empty')} action={null}>
            {null}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.entries.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} openHref={hrefWith(entry.id)} />
              ))}
            </ul>
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              searchParams={searchParams}
              noun={t('admin.activity.noun')}
            />
          </>
        )}
      </ListStates>
      {opened && (
        <ActivityEntryDialog
          id={opened}
          onClose={() => setSearchParams(new URLSearchParams(hrefWith(null).slice(1)))}
        />
      )}
    </section>
  );
}
