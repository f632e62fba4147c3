import { BadgeCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import {
  ANSWER_MAX,
  type Answer,
  answerInputSchema,
  type Question,
} from '#shared/schemas/questions';
import { Button } from '../../../components/ui/button';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useQuestionActions } from '../api/questions';
import { QaTextForm } from './qa-text-form';

type QuestionItemProps = {
  productId: number;
  question: Question;
  signedIn: boolean;
  mayAnswer: boolean;
};

/** One question with its answers, a report link for each, and an answer box for who may answer. */
export function QuestionItem({ productId, question, signedIn, mayAnswer }: QuestionItemProps) {
  const { t, date } = useI18n();
  const { errorText } = useApiErrorText();
  const actions = useQuestionActions(productId);
  const [answering, setAnswering] = useState(false);
  const reportIt = (kind: 'question' | 'answer', id: number) =>
    actions.report.mutate(
      { kind, id },
      {
        onSuccess: () => toast.success(t('qa.reported')),
        onError: (error) => toast.error(errorText(error, 'qa.failed')),
      },
    );
  return (
    <article className="py-5" aria-labelledby={`question-${question.id}`}>
      <h3 id={`question-${question.id}`} className="font-semibold text-stone-900">
        {question.text}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
        <span>{t('qa.askedBy', { author: question.author, date: date(question.createdAt) })}</span>
        {signedIn && !question.mine && (
          <ReportButton onReport={() => reportIt('question', question.id)} />
        )}
      </p>
      {question.answers.length > 0 && (
        <ul className="mt-3 space-y-3 border-l-2 border-rose-200 pl-4">
          {question.answers.map((answer) => (
            <li key={answer.id}>
              <p className="whitespace-pre-line text-stone-800">{answer.text}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
                <AnswerAuthor answer={answer} />
                {signedIn && <ReportButton onReport={() => reportIt('answer', answer.id)} />}
              </p>
            </li>
          ))}
        </ul>
      )}
      {mayAnswer &&
        (answering ? (
          <QaTextForm
            label="qa.answerLabel"
            submit="qa.answerSubmit"
            schema={answerInputSchema}
            maxLength={ANSWER_MAX}
            pending={actions.answer.isPending}
            onSend={(text) =>
              actions.answer.mutateAsync(
                { questionId: question.id, text },
                {
                  onSuccess: (saved) => {
                    setAnswering(false);
                    if (saved.status === 'pending') toast.success(t('qa.answered'));
                  },
                  onError: (error) => toast.error(errorText(error, 'qa.failed')),
                },
              )
            }
          />
        ) : (
          <Button variant="link" className="mt-2 h-auto p-0" onClick={() => setAnswering(true)}>
            {t('qa.answer')}
          </Button>
        ))}
    </article>
  );
}

function AnswerAuthor({ answer }: { answer: Answer }) {
  const { t, date } = useI18n();
  const who = answer.byStaff ? t('qa.theShop') : (answer.author ?? '');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-medium text-stone-800">{who}</span>
      {answer.verifiedBuyer && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {t('qa.buyer')}
        </span>
      )}
      <time dateTime={answer.createdAt}>{date(answer.createdAt)}</time>
    </span>
  );
}

function ReportButton({ onReport }: { onReport: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={onReport}
      className="inline-flex min-h-8 items-center gap-1 text-stone-500 underline-offset-2 hover:text-stone-800 hover:underline"
    >
      <Flag className="size-3.5" aria-hidden="true" />
      {t('qa.report')}
    </button>
  );
}
