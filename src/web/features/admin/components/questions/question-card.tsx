import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminQuestion } from '#shared/schemas/questions';
import { useI18n } from '../../../../lib/i18n';
import { ModerationButtons } from './moderation-buttons';
import { QaStatusBadges } from './qa-status';
import { QuestionAnswers } from './question-answers';
import { ShopAnswerForm } from './shop-answer-form';

/**
 * One question as staff judge it: the product (its shop page, and its admin page), the words and
 * who asked, its answers; the decisions and the shop's answer for staff who edit products.
 */
export function QuestionCard({ question, canEdit }: { question: AdminQuestion; canEdit: boolean }) {
  const { t, dateTime } = useI18n();
  const headingId = `admin-question-${question.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Link
            to={`/product/${question.productId}`}
            className="inline-flex min-w-0 items-center gap-1 font-medium break-words text-rose-700 hover:underline"
          >
            {question.productName}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          </Link>
          <Link
            to={`/admin/products/${question.productId}/edit`}
            className="text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
          >
            {t('admin.questions.editProduct')}
          </Link>
        </p>
        <QaStatusBadges status={question.status} reports={question.reports} />
      </div>
      <div>
        <h3 id={headingId} className="font-semibold break-words text-stone-900">
          {question.text}
        </h3>
        <p className="mt-1 text-sm break-words text-stone-600">
          {t('admin.questions.askedBy', {
            author: question.author,
            date: dateTime(question.createdAt),
          })}
        </p>
      </div>
      {canEdit && (
        <ModerationButtons
          kind="question"
          id={question.id}
          productId={question.productId}
          status={question.status}
          reports={question.reports}
        />
      )}
      <QuestionAnswers question={question} canEdit={canEdit} />
      {canEdit && <ShopAnswerForm questionId={question.id} productId={question.productId} />}
    </article>
  );
}
