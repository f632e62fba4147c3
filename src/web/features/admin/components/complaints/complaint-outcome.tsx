import { CircleCheck } from 'lucide-react';
import type { AdminComplaint } from '#shared/schemas/complaints';
import { useI18n } from '../../../../lib/i18n';
import { DetailSection } from '../orders/detail-section';

/** A resolved complaint: its outcome, the note the shopper read, and who closed it when. */
export function ComplaintOutcome({ complaint }: { complaint: AdminComplaint }) {
  const { t, dateTime } = useI18n();
  if (complaint.status !== 'resolved' || !complaint.resolution) return null;
  return (
    <DetailSection title={t('admin.complaints.resolution')} className="border-green-200">
      <p className="flex items-start gap-2 text-sm text-stone-900">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span className="whitespace-pre-line break-words">
          {t('admin.complaints.resolvedNote', {
            resolution: t(`complaint.resolution.${complaint.resolution}`),
            note: complaint.resolutionNote ?? '',
          })}
        </span>
      </p>
      {complaint.resolvedAt && (
        <p className="mt-2 text-xs text-stone-600">
          {t('admin.complaints.resolvedBy', {
            name: complaint.resolvedBy ?? t('complaint.from.shop'),
            date: dateTime(complaint.resolvedAt),
          })}
        </p>
      )}
    </DetailSection>
  );
}
