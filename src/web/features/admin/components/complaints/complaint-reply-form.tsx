import { useId, useState } from 'react';
import {
  type ComplaintMessageInput,
  complaintMessageInputSchema,
  MAX_COMPLAINT_TEXT,
} from '#shared/schemas/complaints';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { useSchemaForm } from '../../../../lib/schema-form';
import { toast } from '../../../../lib/toast';
import { useReplyToComplaint } from '../../api/complaints-reply';
import { FormErrorAlert } from '../layout/form-error-alert';
import { useComplaintFailure } from './complaint-failure';

// The admin chunk holds zod already: the schema is at hand, no dynamic import.
const loadSchema = async () => complaintMessageInputSchema;

/** The shop's answer: it joins the thread and reaches the shopper by SMS or e-mail. */
export function ComplaintReplyForm({ complaintId }: { complaintId: string }) {
  const { t } = useI18n();
  const id = useId();
  const failed = useComplaintFailure();
  const reply = useReplyToComplaint();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<ComplaintMessageInput>({ loadSchema, defaultValues: { text: '' } });
  const textId = `${id}-text`;
  const error = form.formState.errors.text?.message;
  const hint = t('admin.complaints.replyHint');

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await reply.mutateAsync({ id: complaintId, input });
      toast.success(t('admin.complaints.replied'));
      form.reset();
    } catch (failure) {
      setServerError(failed(failure));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('admin.complaints.reply')}
      className="space-y-3"
      onSubmit={onSubmit}
    >
      <FormErrorAlert message={serverError} />
      <FormField id={textId} label={t('complaint.writeBackLabel')} error={error} hint={hint}>
        <Textarea
          id={textId}
          rows={4}
          maxLength={MAX_COMPLAINT_TEXT}
          disabled={reply.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: textId, error, hint })}
          {...form.register('text')}
        />
      </FormField>
      <Button type="submit" disabled={reply.isPending} className="w-full sm:w-auto">
        {reply.isPending ? t('admin.complaints.saving') : t('admin.complaints.replySend')}
      </Button>
    </form>
  );
}
