import type { ComplaintStatus } from '#shared/schemas/complaints';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const STATUS_CLASSES: Record<ComplaintStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  answered: 'bg-sky-50 text-sky-900 ring-sky-200',
  resolved: 'bg-green-100 text-green-900 ring-green-200',
};

/** Open reads as the shopper's words put it, 'Waiting for our answer'. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" className={cn('border-0 ring-1 ring-inset', STATUS_CLASSES[status])}>
      {t(`complaint.status.${status}`)}
    </Badge>
  );
}
