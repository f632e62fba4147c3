import { MessageCircleQuestion } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { QA_QUEUES } from '#shared/schemas/questions';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { type QuestionFilters, useAdminQuestions } from '../api/questions-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
import { BuyersAnswerSwitch } from '../components/questions/buyers-answer-switch';
import { QuestionCard } from '../components/questions/question-card';
import { QuestionQueueTabs } from '../components/questions/question-queue-tabs';
import { useStaffAccess } from '../utils/staff-access';

function filtersFrom(params: URLSearchParams): QuestionFilters {
  const queue = params.get('queue');
  const page = Number(params.get('page'));
  return {
    queue: QA_QUEUES.find((known) => known === queue) ?? 'waiting',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * /admin/questions: shoppers' product questions and buyers' answers to approve or hide, those
 * reported, those still without an answer, or all; oldest first, 20 a page.
 */
export function AdminQuestionsPage() {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const canEdit = can('products.edit');
  const [searchParams] = useSearchParams();
  const filters = filtersFrom(searchParams);
  const questions = useAdminQuestions(filters);
  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.questions.title')}
        description={t('admin.questions.intro')}
      />
      {canEdit && questions.data && <BuyersAnswerSwitch allowed={questions.data.buyersMayAnswer} />}
      <QuestionQueueTabs current={filters.queue} counts={questions.data?.counts} />
      <ListStates
        query={questions}
        loadFailed={t('admin.questions.loadFailed')}
        isEmpty={(data) => data.questions.length === 0}
        empty={
          <EmptyState
            icon={MessageCircleQuestion}
            title={t(`admin.questions.empty.${filters.queue}`)}
            action={null}
          />
        }
      >
        {(data) => (
          <ul className="space-y-4">
            {data.questions.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} canEdit={canEdit} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {questions.data && (
        <ListPagination
          page={questions.data.page}
          pageSize={questions.data.pageSize}
          total={questions.data.total}
          searchParams={searchParams}
          noun={t('admin.questions.noun')}
        />
      )}
    </section>
  );
}
