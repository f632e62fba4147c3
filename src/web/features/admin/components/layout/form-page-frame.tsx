/**
 * An admin form page's frame: a link back to its list above the header, and for an edit page the
 * loading, failed and not-found states before the form.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isNotFound } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { AdminPageHeader } from './admin-page-header';
import { ListError } from './list-states';

export type BackTo = { to: string; label: string };

function BackLink({ back }: { back: BackTo }) {
  return (
    <Link
      to={back.to}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-rose-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {back.label}
    </Link>
  );
}

export function FormPageHeader({
  back,
  title,
  description,
}: {
  back: BackTo;
  title: string;
  description?: string | undefined;
}) {
  return (
    <>
      <BackLink back={back} />
      <AdminPageHeader title={title} description={description} />
    </>
  );
}

type EditFrameProps<T> = {
  back: BackTo;
  title: string;
  query: UseQueryResult<T>;
  loadFailed: string;
  notFound: { title: string; hint: string };
  describe: (data: T) => string;
  children: (data: T) => ReactNode;
};

/** The edit page of one thing: its form once `query` has it. */
export function EditFormFrame<T>({
  back,
  title,
  query,
  loadFailed,
  notFound,
  describe,
  children,
}: EditFrameProps<T>) {
  const { t } = useI18n();
  if (query.isPending) {
    return (
      <>
        <FormPageHeader back={back} title={title} />
        <Skeleton className="h-[32rem] rounded-xl" aria-label={t('admin.loading')} />
      </>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return <FormPageHeader back={back} title={notFound.title} description={notFound.hint} />;
    }
    return (
      <>
        <FormPageHeader back={back} title={title} />
        <ListError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return (
    <>
      <FormPageHeader back={back} title={title} description={describe(query.data)} />
      {children(query.data)}
    </>
  );
}
