import { useId, useState } from 'react';
import { ANSWER_MAX, answerInputSchema } from '#shared/schemas/questions';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { useSchemaForm } from '../../../../lib/schema-form';
import { toast } from '../../../../lib/toast';
import { useAnswerAsShop } from '../../api/questions-answer';
import { FormErrorAlert } from '../layout/form-error-alert';

// The admin chunk holds zod already: the schema is at hand, no dynamic import.
const loadSchema = async () => answerInputSchema;

/**
 * The schema's words live in the product page's catalogue, which the admin does not load: each
 * `qa.validation.*` message is read under its admin twin (parameters travel along).
 */
const adminWords = (message: string | undefined) =>
  message?.replace(/^qa\.validation\./, 'admin.questions.validation.');

/** The shop's answer: shown at once on the product page, and the question approved with it. */
export function ShopAnswerForm({
  questionId,
  productId,
}: {
  questionId: number;
  productId: number;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const answer = useAnswerAsShop();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<{ text: string }>({ loadSchema, defaultValues: { text: '' } });
  const textId = `${id}-text`;
  const error = adminWords(form.formState.errors.text?.message);
  const hint = t('admin.questions.answerHint');

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setServerError(null);
    try {
      await answer.mutateAsync({ questionId, productId, text });
      toast.success(t('admin.questions.answered'));
      form.reset();
    } catch (failure) {
      setServerError(errorText(failure, 'admin.questions.failed'));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('admin.questions.answerLabel')}
      className="max-w-3xl space-y-2"
      onSubmit={onSubmit}
    >
      <FormErrorAlert message={serverError} />
      <FormField id={textId} label={t('admin.questions.answerLabel')} error={error} hint={hint}>
        <Textarea
          id={textId}
          rows={3}
          maxLength={ANSWER_MAX}
          disabled={answer.isPending}
          className="min-h-20"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: textId, error, hint })}
          {...form.register('text')}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={answer.isPending} className="w-full sm:w-auto">
        {answer.isPending ? t('admin.questions.sending') : t('admin.questions.send')}
      </Button>
    </form>
  );
}
