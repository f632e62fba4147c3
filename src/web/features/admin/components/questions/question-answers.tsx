import { BadgeCheck } from 'lucide-react';
import type { AdminQuestion } from '#shared/schemas/questions';
import { useI18n } from '../../../../lib/i18n';
import { ModerationButtons } from './moderation-buttons';
import { QaStatusBadges } from './qa-status';

type AdminAnswer = AdminQuestion['answers'][number];

/** A question's answers, the shop's first; staff decide on those waiting or reported. */
export function QuestionAnswers({
  question,
  canEdit,
}: {
  question: AdminQuestion;
  canEdit: boolean;
}) {
  const { t } = useI18n();
  if (question.answers.length === 0) {
    return <p className="text-sm text-stone-600">{t('admin.questions.noAnswer')}</p>;
  }
  return (
    <ul aria-label={t('admin.questions.answers')} className="space-y-3">
      {question.answers.map((answer) => (
        <li
          key={answer.id}
          className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
        >
          <p className="whitespace-pre-line break-words text-stone-900">{answer.text}</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <AnswerAuthor answer={answer} />
            <QaStatusBadges status={answer.status} reports={answer.reports} />
          </div>
          {canEdit && (answer.status === 'pending' || answer.reports > 0) && (
            <ModerationButtons
              kind="answer"
              id={answer.id}
              productId={question.productId}
              status={answer.status}
              reports={answer.reports}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function AnswerAuthor({ answer }: { answer: AdminAnswer }) {
  const { t, date } = useI18n();
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-stone-600">
      <span className="font-medium break-all text-stone-800">
        {answer.byStaff ? t('admin.questions.theShop') : answer.author}
      </span>
      {answer.verifiedBuyer && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {t('admin.questions.verifiedBuyer')}
        </span>
      )}
      <time dateTime={answer.createdAt}>{date(answer.createdAt)}</time>
    </p>
  );
}
