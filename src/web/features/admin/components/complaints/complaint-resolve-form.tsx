import { useId, useState } from 'react';
import {
  COMPLAINT_RESOLUTIONS,
  type ComplaintResolution,
  complaintResolveInputSchema,
} from '#shared/schemas/complaints';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Textarea } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { useSchemaForm } from '../../../../lib/schema-form';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useResolveComplaint } from '../../api/complaints-resolve';
import { FormErrorAlert } from '../layout/form-error-alert';
import { useComplaintFailure } from './complaint-failure';

const loadSchema = async () => complaintResolveInputSchema;

/** Nothing chosen at first: the outcome is a decision, not a default. */
type ResolveValues = { resolution: ComplaintResolution | ''; note: string };

/** Closes the complaint with its outcome and a note the shopper reads. */
export function ComplaintResolveForm({ complaintId }: { complaintId: string }) {
  const { t } = useI18n();
  const id = useId();
  const failed = useComplaintFailure();
  const resolve = useResolveComplaint();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<ResolveValues, ResolveValues & { resolution: ComplaintResolution }>({
    loadSchema,
    defaultValues: { resolution: '', note: '' },
  });
  const { errors } = form.formState;
  const resolutionId = `${id}-resolution`;
  const noteId = `${id}-note`;
  const resolutionError = errors.resolution?.message;
  const noteError = errors.note?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await resolve.mutateAsync({ id: complaintId, input });
      toast.success(t('admin.complaints.resolvedToast'));
    } catch (failure) {
      setServerError(failed(failure));
    }
  });

  return (
    <form
      noValidate
      aria-label={t('admin.complaints.resolve')}
      className="space-y-3"
      onSubmit={onSubmit}
    >
      <p className="text-sm text-stone-700">{t('admin.complaints.resolveHint')}</p>
      <FormErrorAlert message={serverError} />
      <FormField id={resolutionId} label={t('admin.complaints.resolution')} error={resolutionError}>
        <select
          id={resolutionId}
          disabled={resolve.isPending}
          aria-invalid={resolutionError ? true : undefined}
          aria-describedby={describedBy({ id: resolutionId, error: resolutionError })}
          className={cn(fieldClasses, 'block h-10 pr-2 sm:max-w-xs')}
          {...form.register('resolution')}
        >
          <option value="">{t('admin.complaints.resolutionChoose')}</option>
          {COMPLAINT_RESOLUTIONS.map((resolution) => (
            <option key={resolution} value={resolution}>
              {t(`complaint.resolution.${resolution}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={noteId} label={t('admin.complaints.resolutionNote')} error={noteError}>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={500}
          disabled={resolve.isPending}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={describedBy({ id: noteId, error: noteError })}
          {...form.register('note')}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        disabled={resolve.isPending}
        className="w-full sm:w-auto"
      >
        {resolve.isPending ? t('admin.complaints.saving') : t('admin.complaints.resolveSubmit')}
      </Button>
    </form>
  );
}
