import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { QUESTION_MAX, questionInputSchema } from '#shared/schemas/questions';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useQuestionActions, useQuestions } from '../api/questions';
import { QaTextForm } from './qa-text-form';
import { QuestionItem } from './question-item';

type ProductQuestionsProps = {
  productId: number;
  signedIn: boolean;
  /** The sign-in page, asked to come back here. */
  loginHref: string;
};

/** The product page's Questions & Answers: search, the answered ones, and asking one. */
export function ProductQuestions({ productId, signedIn, loginHref }: ProductQuestionsProps) {
  const { t } = useI18n();
  const id = useId();
  const [search, setSearch] = useState('');
  const list = useQuestions(productId, search);
  const first = list.data?.pages[0];
  const questions = list.data?.pages.flatMap((page) => page.questions) ?? [];
  const mayAnswer = first?.mayAnswer ?? false;

  return (
    <section className="mt-12 border-t border-stone-200 pt-10" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        {t('qa.title')}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
        <div className="space-y-4">
          <SearchBox onSearch={setSearch} />
          {signedIn ? (
            <AskQuestion productId={productId} />
          ) : (
            <Button asChild variant="outline">
              <Link to={loginHref}>{t('qa.signIn')}</Link>
            </Button>
          )}
        </div>
        <div>
          {first && first.waiting.length > 0 && (
            <div className="mb-6 rounded-xl bg-stone-50 p-4">
              <h3 className="text-sm font-semibold text-stone-900">{t('qa.waiting')}</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {first.waiting.map((question) => (
                  <li key={question.id}>
                    <span className="text-stone-800">{question.text}</span>{' '}
                    <span className="text-stone-500">· {t(`qa.status.${question.status}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {list.isSuccess && (
            <p className="text-sm text-stone-600" aria-live="polite">
              {first?.total
                ? t('qa.showing', { count: first.total })
                : search
                  ? t('qa.noMatch', { q: search })
                  : t('qa.none')}
            </p>
          )}
          <div className="divide-y divide-stone-200">
            {questions.map((question) => (
              <QuestionItem
                key={question.id}
                productId={productId}
                question={question}
                signedIn={signedIn}
                mayAnswer={mayAnswer && question.answers.every((answer) => !answer.byStaff)}
              />
            ))}
          </div>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="mt-2 w-full sm:w-auto"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {t('qa.more')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim().slice(0, 100));
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('qa.search')}
      </label>
      <Input
        id={`${id}-q`}
        type="search"
        maxLength={100}
        value={typed}
        placeholder={t('qa.searchPlaceholder')}
        onChange={(event) => {
          setTyped(event.target.value);
          if (!event.target.value) onSearch('');
        }}
      />
      <Button type="submit" variant="outline" size="icon" aria-label={t('qa.search')}>
        <Search aria-hidden="true" />
      </Button>
    </form>
  );
}

function AskQuestion({ productId }: { productId: number }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const { ask } = useQuestionActions(productId);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('qa.ask')}
      </Button>
    );
  }
  return (
    <QaTextForm
      label="qa.askLabel"
      hint="qa.askHint"
      submit="qa.askSubmit"
      schema={questionInputSchema}
      maxLength={QUESTION_MAX}
      pending={ask.isPending}
      onSend={(text) =>
        ask.mutateAsync(text, {
          onSuccess: () => {
            toast.success(t('qa.asked'));
            setOpen(false);
          },
          onError: (error) => toast.error(errorText(error, 'qa.failed')),
        })
      }
    />
  );
}
