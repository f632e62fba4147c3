import { Check, EyeOff } from 'lucide-react';
import type { QaStatus } from '#shared/schemas/questions';
import { Button } from '../../../../components/ui/button';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { type Moderation, useModerateQuestion } from '../../api/questions-moderate';

type ModerationButtonsProps = Omit<Moderation, 'status'> & { status: QaStatus; reports: number };

const LABELS = {
  question: { approve: 'admin.questions.approveQuestion', hide: 'admin.questions.hideQuestion' },
  answer: { approve: 'admin.questions.approveAnswer', hide: 'admin.questions.hideAnswer' },
} as const;

/**
 * Approve (or, when reported, keep it shown) and Hide; each clears the reports. What is already
 * so and unreported offers only the other choice.
 */
export function ModerationButtons({
  kind,
  id,
  productId,
  status,
  reports,
}: ModerationButtonsProps) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const moderate = useModerateQuestion();
  const decide = (decision: Moderation['status']) =>
    moderate.mutate(
      { kind, id, productId, status: decision },
      {
        onSuccess: () =>
          toast.success(
            t(decision === 'approved' ? 'admin.questions.approved' : 'admin.questions.hidden'),
          ),
        onError: (error) => toast.error(errorText(error, 'admin.questions.failed')),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {(status !== 'approved' || reports > 0) && (
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          aria-label={t(LABELS[kind].approve)}
          onClick={() => decide('approved')}
        >
          <Check aria-hidden="true" />
          {t('admin.questions.approve')}
        </Button>
      )}
      {status !== 'rejected' && (
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          aria-label={t(LABELS[kind].hide)}
          onClick={() => decide('rejected')}
        >
          <EyeOff aria-hidden="true" />
          {t('admin.questions.hide')}
        </Button>
      )}
    </div>
  );
}
