import { AlertTriangle, DatabaseBackup } from 'lucide-react';
import type { BackupStatus } from '#shared/schemas/backups';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { useBackupStatus } from '../../api/backup-status';
import { backupSize } from '../../utils/backup-size';

/**
 * The last backup's time and size, and the server's warning when there is none, it is older than
 * a day, or the latest attempt failed (issue 23). Its own request: a slow or failed answer here
 * never holds up the shop's figures.
 */
export function BackupCard() {
  const { t } = useI18n();
  const status = useBackupStatus();
  if (status.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (status.isError) {
    return (
      <p role="alert" className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
        {t('admin.backups.loadFailed')}
      </p>
    );
  }
  return <BackupDetails status={status.data} />;
}

function BackupDetails({ status }: { status: BackupStatus }) {
  const { t, number, dateTime } = useI18n();
  const size = status.last ? backupSize(status.last.sizeBytes) : null;
  const warning =
    status.warning === 'failed'
      ? t('admin.backups.warning.failed', { error: status.lastError ?? '' })
      : status.warning
        ? t(`admin.backups.warning.${status.warning}`)
        : null;
  return (
    <section
      aria-labelledby="backup-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="backup-heading" className="text-sm font-medium text-stone-700">
          {t('admin.backups.last')}
        </h3>
        <DatabaseBackup className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
      </div>
      <p className="mt-2 text-lg font-semibold text-stone-900 tabular-nums">
        {status.last ? dateTime(status.last.finishedAt) : t('admin.backups.none')}
      </p>
      {status.last && size ? (
        <p className="mt-1 truncate text-xs text-stone-600">
          {t('admin.backups.size', {
            size: t(size.unit === 'mb' ? 'admin.backups.sizeMb' : 'admin.backups.sizeKb', {
              size: number(size.size),
            }),
          })}{' '}
          · {t('admin.backups.file', { file: status.last.fileName, machine: status.last.takenBy })}
        </p>
      ) : null}
      {warning ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{warning}</span>
        </p>
      ) : null}
      <p className="mt-2 text-xs text-stone-600">
        {status.everyHours
          ? t('admin.backups.schedule', { hours: status.everyHours, keep: status.keep })
          : t('admin.backups.noSchedule')}
      </p>
    </section>
  );
}
