import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { MAX_COMPLAINT_TEXT } from '#shared/schemas/complaint-view';
import type {
  Complaint,
  ComplaintMessageInput,
  TrackComplaintMessageInput,
} from '#shared/schemas/complaints';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { hasStatus, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { type ComplaintAccess, useRefreshComplaints, useWriteBack } from '../api/complaints';

/** What the form holds: the text, and on /track the number and phone the order was found by. */
type ReplyValues = { text: string; orderNumber?: string; phone?: string };
type ReplyBody = ComplaintMessageInput | TrackComplaintMessageInput;

const loadSchema = (access: ComplaintAccess) =>
  import('../utils/complaint-schemas').then(
    (schemas): z.ZodType<ReplyBody, ReplyValues> =>
      access.kind === 'account'
        ? schemas.complaintMessageInputSchema
        : schemas.trackComplaintMessageInputSchema,
  );

/**
 * "Write back" under an unresolved complaint: one message to the shop, which owes an answer within
 * 72 hours again. Needs the complaint words (ComplaintWords around it).
 */
export function ComplaintReplyForm({
  access,
  complaintId,
  onSent,
  onCancel,
}: {
  access: ComplaintAccess;
  complaintId: string;
  onSent: (complaint: Complaint) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const textId = `${id}-text`;
  const send = useWriteBack(access, complaintId);
  const refresh = useRefreshComplaints(access);
  const [refusal, setRefusal] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const form = useSchemaForm<ReplyValues, ReplyBody>({
    loadSchema: () => loadSchema(access),
    defaultValues:
      access.kind === 'account'
        ? { text: '' }
        : { text: '', orderNumber: access.orderNumber, phone: access.phone },
  });
  const { errors } = form.formState;
  const pending = send.isPending;
  const text = form.register('text');

  useEffect(() => textArea.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      onSent(await send.mutateAsync(values));
    } catch (error) {
      setRefusal(errorText(error, 'complaint.failed'));
      // Resolved meanwhile: the page shows it as it is now.
      if (hasStatus(error, 409)) refresh();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <FormField
        id={textId}
        label={t('complaint.writeBackLabel')}
        required
        error={errors.text?.message}
        hint={t('complaint.textHint', { max: MAX_COMPLAINT_TEXT })}
      >
        <Textarea
          id={textId}
          rows={3}
          maxLength={MAX_COMPLAINT_TEXT}
          required
          disabled={pending}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy({ id: textId, error: errors.text?.message, hint: true })}
          className="min-h-24"
          {...text}
          ref={(element: HTMLTextAreaElement | null) => {
            textArea.current = element;
            text.ref(element);
          }}
        />
      </FormField>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('complaint.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {t(pending ? 'complaint.sending' : 'complaint.writeBackSend')}
        </Button>
      </div>
    </form>
  );
}
