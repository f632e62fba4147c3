import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { useLegalSettings } from '../api/settings-legal';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListError } from '../components/layout/list-states';
import { LegalSettingsForm } from '../components/settings/legal-settings-form';

/** /admin/settings: the shop's settings the owner keeps here; first, its legal identity and VAT. */
export function AdminSettingsPage() {
  const { t } = useI18n();
  const headingId = useId();
  const settings = useLegalSettings();
  return (
    <>
      <AdminPageHeader title={t('admin.settings.title')} />
      <section
        aria-labelledby={headingId}
        className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <div>
          <h3 id={headingId} className="font-serif text-lg font-semibold">
            {t('admin.settings.legal.heading')}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{t('admin.settings.legal.description')}</p>
        </div>
        {settings.isPending ? (
          <Skeleton className="h-96 rounded-lg" aria-label={t('admin.loading')} />
        ) : settings.isError ? (
          <ListError
            title={t('admin.settings.legal.loadFailed')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <LegalSettingsForm settings={settings.data} labelledBy={headingId} />
        )}
      </section>
    </>
  );
}
