import type { ReturnStatus } from '#shared/returns';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const STATUS_CLASSES: Record<ReturnStatus, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-sky-50 text-sky-900 ring-sky-200',
  on_way_back: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  received: 'bg-purple-100 text-purple-900 ring-purple-200',
  refunded: 'bg-green-100 text-green-900 ring-green-200',
  refused: 'bg-red-100 text-red-900 ring-red-200',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" className={cn('border-0 ring-1 ring-inset', STATUS_CLASSES[status])}>
      {t(`admin.returns.status.${status}`)}
    </Badge>
  );
}
