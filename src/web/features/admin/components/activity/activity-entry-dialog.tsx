import { Dialog, DialogContent, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { useActivityEntry } from '../../api/activity';
import { ActivityChanges } from './activity-changes';
import { actorOf, shortEntityId } from './activity-row';
import { useActivityWords } from './activity-words';

/** One entry opened: who, when, from where, by which route, and its before and after. */
export function ActivityEntryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, dateTime } = useI18n();
  const entry = useActivityEntry(id);
  const words = useActivityWords();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>
          {entry.data
            ? `${words.action(entry.data.action)} · ${words.entity(entry.data.entity)} ${shortEntityId(entry.data.entityId)}`
            : t('admin.activity.entry.title')}
        </DialogTitle>
        {entry.isPending && <Spinner />}
        {entry.error && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {apiErrorMessage(entry.error, t('admin.activity.loadFailed'))}
          </p>
        )}
        {entry.data && (
          <div className="mt-4 space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">{t('admin.activity.col.who')}</dt>
              <dd className="break-words">{actorOf(entry.data)}</dd>
              <dt className="text-stone-600">{t('admin.activity.col.when')}</dt>
              <dd>{dateTime(entry.data.at)}</dd>
              <dt className="text-stone-600">{t('admin.activity.entry.ip')}</dt>
              <dd className="font-mono text-xs">{entry.data.actorIp ?? '—'}</dd>
              <dt className="text-stone-600">{t('admin.activity.entry.route')}</dt>
              <dd className="font-mono text-xs break-all">{entry.data.route}</dd>
            </dl>
            <ActivityChanges entry={entry.data} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
