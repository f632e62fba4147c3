import type { ReactNode } from 'react';
import { useI18n } from '../../../../lib/i18n';
import { PageTitle } from '../../../../lib/page-title';

/** Each admin page's tab title ('Admin · Products | Sajghor'), heading and main actions. */
export function AdminPageHeader({
  title,
  heading = title,
  description,
  actions,
}: {
  title: string;
  heading?: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageTitle page={t('admin.documentTitle', { title })} />
      <div className="min-w-0">
        <h2 className="font-serif text-2xl font-semibold text-stone-900">{heading}</h2>
        {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
