import { Flag } from 'lucide-react';
import type { QaStatus } from '#shared/schemas/questions';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const STATUS_CLASSES: Record<QaStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-green-100 text-green-900 ring-green-200',
  rejected: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** Whether shoppers see it, and how often shoppers reported it since staff last decided. */
export function QaStatusBadges({ status, reports }: { status: QaStatus; reports: number }) {
  const { t } = useI18n();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant="outline" className={cn('border-0 ring-1 ring-inset', STATUS_CLASSES[status])}>
        {t(`admin.questions.status.${status}`)}
      </Badge>
      {reports > 0 && (
        <Badge
          variant="outline"
          className="gap-1 border-0 bg-red-50 text-red-900 ring-1 ring-red-200 ring-inset"
        >
          <Flag className="size-3" aria-hidden="true" />
          {t('admin.questions.reports', { count: reports })}
        </Badge>
      )}
    </span>
  );
}
