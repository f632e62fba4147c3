import { deadlineState } from '#shared/deadlines';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const badge = 'border-0 ring-1 ring-inset';

/**
 * The 72-hour clock of a complaint the shop owes an answer, as the orders' deadline badges show
 * theirs: amber a day or less from it, red once past; '—' while no answer is owed.
 */
export function ComplaintClock({
  respondBy,
  className,
}: {
  respondBy: string | null;
  className?: string;
}) {
  const { t, dateTime } = useI18n();
  if (!respondBy) {
    return <span className={cn('text-stone-500', className)}>{t('admin.complaints.noClock')}</span>;
  }
  const state = deadlineState(new Date(respondBy), new Date());
  const at = dateTime(respondBy);
  if (state === 'overdue') {
    return (
      <Badge
        variant="outline"
        className={cn(badge, 'bg-red-100 text-red-900 ring-red-300', className)}
      >
        {t('admin.complaints.lateSince', { date: at })}
      </Badge>
    );
  }
  return (
    <Badge
      variant="outline"
      className={cn(
        badge,
        state === 'dueSoon'
          ? 'bg-amber-50 text-amber-900 ring-amber-300'
          : 'bg-stone-50 text-stone-800 ring-stone-200',
        className,
      )}
    >
      {t('admin.complaints.answerBy', { date: at })}
    </Badge>
  );
}
