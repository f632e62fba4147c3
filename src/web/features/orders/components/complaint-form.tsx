import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  COMPLAINT_TOPICS,
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_TEXT,
} from '#shared/schemas/complaint-view';
import type { Complaint, ComplaintInput, TrackComplaintInput } from '#shared/schemas/complaints';
import { MAX_REVIEW_PHOTO_BYTES } from '#shared/schemas/review';
import { PhotoPicker } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { fieldClasses, Textarea } from '../../../components/ui/input';
import { hasStatus, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { type ComplaintAccess, useRaiseComplaint, useRefreshComplaints } from '../api/complaints';
import { uploadComplaintPhoto } from '../api/upload-complaint-photo';

/** The server takes a complaint photo up to a review photo's size (shopper-complaint-routes.ts). */
const MAX_COMPLAINT_PHOTO_BYTES = MAX_REVIEW_PHOTO_BYTES;

/** What the form holds: topic and text, and on /track the number and phone it was found by. */
type ComplaintValues = { topic: string; text: string; orderNumber?: string; phone?: string };
type ComplaintBody = ComplaintInput | TrackComplaintInput;

const loadSchema = (access: ComplaintAccess) =>
  import('../utils/complaint-schemas').then(
    (schemas): z.ZodType<ComplaintBody, ComplaintValues> =>
      access.kind === 'account' ? schemas.complaintInputSchema : schemas.trackComplaintInputSchema,
  );

/**
 * "Make a complaint": what is wrong, what happened, and photos for a signed-in shopper (a visitor
 * on /track cannot upload). Needs the complaint words (ComplaintWords around it).
 */
export function ComplaintForm({
  access,
  headingLevel,
  onSent,
  onCancel,
}: {
  access: ComplaintAccess;
  headingLevel: 3 | 4;
  onSent: (complaint: Complaint) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const raise = useRaiseComplaint(access);
  const refresh = useRefreshComplaints(access);
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const topicSelect = useRef<HTMLSelectElement | null>(null);
  const form = useSchemaForm<ComplaintValues, ComplaintBody>({
    loadSchema: () => loadSchema(access),
    defaultValues:
      access.kind === 'account'
        ? { topic: '', text: '' }
        : { topic: '', text: '', orderNumber: access.orderNumber, phone: access.phone },
  });
  const { errors } = form.formState;
  const pending = raise.isPending;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const topic = form.register('topic');

  useEffect(() => topicSelect.current?.focus(), []);

  const addPhoto = useCallback((ref: string) => setPhotos((list) => [...list, ref]), []);
  const removePhoto = useCallback(
    (ref: string) => setPhotos((list) => list.filter((photo) => photo !== ref)),
    [],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const complaint = await raise.mutateAsync(
        access.kind === 'account' ? { ...values, photos } : values,
      );
      toast.success(t('complaint.sent'));
      onSent(complaint);
    } catch (error) {
      setRefusal(errorText(error, 'complaint.failed'));
      // Another complaint was raised meanwhile (another tab): the page shows it.
      if (hasStatus(error, 409)) refresh();
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:p-4"
    >
      <Heading id={`${id}-heading`} className="font-medium text-stone-900">
        {t('complaint.raise')}
      </Heading>
      <FormField
        id={`${id}-topic`}
        label={t('complaint.topic')}
        required
        error={errors.topic?.message}
      >
        <select
          id={`${id}-topic`}
          required
          disabled={pending}
          className={cn(fieldClasses, 'h-10')}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy({ id: `${id}-topic`, error: errors.topic?.message })}
          {...topic}
          ref={(element: HTMLSelectElement | null) => {
            topicSelect.current = element;
            topic.ref(element);
          }}
        >
          <option value="">{t('complaint.topicChoose')}</option>
          {COMPLAINT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`complaint.topic.${value}`)}
            </option>
          ))}
        </select>
      </FormField>

      <FormField
        id={`${id}-text`}
        label={t('complaint.text')}
        required
        error={errors.text?.message}
        hint={t('complaint.textHint', { max: MAX_COMPLAINT_TEXT })}
      >
        <Textarea
          id={`${id}-text`}
          rows={5}
          maxLength={MAX_COMPLAINT_TEXT}
          required
          disabled={pending}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy({
            id: `${id}-text`,
            error: errors.text?.message,
            hint: true,
          })}
          className="min-h-28 bg-white"
          {...form.register('text')}
        />
      </FormField>

      {access.kind === 'account' ? (
        <PhotoPicker
          photos={photos}
          onAdd={addPhoto}
          onRemove={removePhoto}
          onBusyChange={setUploading}
          upload={uploadComplaintPhoto}
          maxCount={MAX_COMPLAINT_PHOTOS}
          maxBytes={MAX_COMPLAINT_PHOTO_BYTES}
          words="complaint.photos"
          disabled={pending}
        />
      ) : (
        <div className="space-y-1">
          <p className="text-sm font-medium text-stone-800">{t('complaint.photos')}</p>
          <p className="text-xs text-stone-600">{t('complaint.photosSignIn')}</p>
        </div>
      )}

      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('complaint.cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {t(
            pending
              ? 'complaint.sending'
              : uploading
                ? 'complaint.photos.uploading'
                : 'complaint.send',
          )}
        </Button>
      </div>
    </form>
  );
}
