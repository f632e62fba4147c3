import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Synonym } from '#shared/schemas/search-admin';
import { Button } from '../../../components/ui/button';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useSearchReport } from '../api/search-report';
import { useDeleteSearchSynonym, useSearchSynonyms } from '../api/search-synonyms';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ConfirmDialog } from '../components/orders/confirm-dialog';
import { MeansProductDialog } from '../components/search/means-product-dialog';
import { type ReportActions, SearchReportLists } from '../components/search/search-report-lists';
import { type SynonymDraft, SynonymFormDialog } from '../components/search/synonym-form-dialog';
import { SynonymsList } from '../components/search/synonyms-list';
import { useStaffAccess } from '../utils/staff-access';

const REPORT_DAYS = [7, 30, 90] as const;
const SECTION_HEADING = 'font-serif text-xl font-semibold text-stone-900';

/**
 * /admin/search (issue 45): the shop's synonyms, and what shoppers searched for with a way to fix
 * a search that found nothing or that nobody opened. Staff who may not change the catalogue see
 * the synonyms without their buttons; the searches are for those who read the reports.
 */
export function AdminSearchPage() {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const canEdit = can('products.edit');
  const [draft, setDraft] = useState<SynonymDraft | null>(null);
  const [meaning, setMeaning] = useState<string | null>(null);
  const actions: ReportActions | undefined = canEdit
    ? {
        onAddSynonym: (query) => setDraft({ words: `${query}\n`, oneWay: false }),
        onMeansProduct: setMeaning,
      }
    : undefined;
  return (
    <>
      <AdminPageHeader
        title={t('admin.search.title')}
        description={t('admin.search.description')}
      />
      <div className="space-y-10">
        <SynonymsSection canEdit={canEdit} onEdit={setDraft} />
        {can('reports.view') && <ReportSection actions={actions} />}
      </div>
      <SynonymFormDialog draft={draft} onClose={() => setDraft(null)} />
      <MeansProductDialog query={meaning} onClose={() => setMeaning(null)} />
    </>
  );
}

function SynonymsSection({
  canEdit,
  onEdit,
}: {
  canEdit: boolean;
  onEdit: (draft: SynonymDraft) => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const list = useSearchSynonyms();
  const remove = useDeleteSearchSynonym();
  const [deleting, setDeleting] = useState<Synonym | null>(null);
  const edit = (synonym: Synonym) =>
    onEdit({ id: synonym.id, words: synonym.words.join('\n'), oneWay: synonym.oneWay });
  return (
    <section aria-labelledby="search-synonyms" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id="search-synonyms" className={SECTION_HEADING}>
            {t('admin.search.synonyms.heading')}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{t('admin.search.synonyms.intro')}</p>
        </div>
        {canEdit && (
          <Button onClick={() => onEdit({ words: '', oneWay: false })}>
            <Plus aria-hidden="true" /> {t('admin.search.synonyms.add')}
          </Button>
        )}
      </div>
      <ListStates
        query={list}
        loadFailed={t('admin.search.synonyms.loadFailed')}
        skeletonRows={4}
        isEmpty={(data) => data.synonyms.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
            {t('admin.search.synonyms.empty')}
          </p>
        }
      >
        {(data) => (
          <SynonymsList
            synonyms={data.synonyms}
            onEdit={canEdit ? edit : undefined}
            onDelete={canEdit ? setDeleting : undefined}
          />
        )}
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        confirmLabel={t('admin.search.synonyms.delete')}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t('admin.search.synonyms.deleted'));
          } catch (error) {
            toast.error(errorText(error, 'admin.search.synonyms.deleteFailed'));
          }
          setDeleting(null);
        }}
      >
        <p className="pr-8">
          {deleting &&
            t('admin.search.synonyms.deleteConfirm', { words: deleting.words.join(', ') })}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function ReportSection({ actions }: { actions: ReportActions | undefined }) {
  const { t, date } = useI18n();
  const [days, setDays] = useState<number>(REPORT_DAYS[0]);
  const report = useSearchReport(days);
  return (
    <section aria-labelledby="search-report" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id="search-report" className={SECTION_HEADING}>
            {t('admin.search.report.heading')}
          </h3>
          {report.data && (
            <p className="mt-1 text-sm text-stone-700">
              {t('admin.search.report.intro', { since: date(report.data.since) })}
            </p>
          )}
        </div>
        <fieldset className="flex rounded-lg border border-stone-300 bg-white p-0.5">
          <legend className="sr-only">{t('admin.search.report.days')}</legend>
          {REPORT_DAYS.map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant="ghost"
              aria-pressed={days === choice}
              className={cn(
                days === choice && 'bg-rose-700 text-white hover:bg-rose-800 hover:text-white',
              )}
              onClick={() => setDays(choice)}
            >
              {t('admin.search.report.lastDays', { days: choice })}
            </Button>
          ))}
        </fieldset>
      </div>
      <ListStates
        query={report}
        loadFailed={t('admin.search.report.loadFailed')}
        skeletonRows={3}
        keepListOnError
        isEmpty={() => false}
        empty={null}
      >
        {(data) => <SearchReportLists report={data} actions={actions} />}
      </ListStates>
    </section>
  );
}
