import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  MAX_REVIEW_PHOTO_BYTES,
  MAX_REVIEW_PHOTOS,
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
  type Review,
  type ReviewInput,
  reviewInputSchema,
} from '#shared/schemas/review';
import { PhotoPicker } from '../../../components/photo-picker';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { hasStatus, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { findMyReview } from '../api/find-my-review';
import { useUpdateReview } from '../api/update-review';
import { uploadReviewPhoto } from '../api/upload-review-photo';
import { RatingPicker } from './rating-picker';
import { SkinFields } from './skin-fields';

type ReviewFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: number;
  productName: string;
  /** The shopper's own review: the form edits it. Null: the form writes a new one. */
  review: Review | null;
  /** The shopper's review as the server now has it (written, edited, or found after a 409). */
  onReviewKnown: (review: Review) => void;
};

export function ReviewFormDialog({ open, onOpenChange, ...props }: ReviewFormDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t(props.review ? 'reviews.edit' : 'reviews.write')}</DialogTitle>
        <DialogDescription>{props.productName}</DialogDescription>
        <ReviewForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type ReviewFormProps = Omit<ReviewFormDialogProps, 'open' | 'onOpenChange' | 'productName'> & {
  onDone: () => void;
};

/** Writes the review, or saves the edit, and says how it went. */
function useSaveReview({ productId, review, onReviewKnown, onDone }: ReviewFormProps) {
  const { t } = useI18n();
  const { answerText } = useApiErrorText();
  const create = useCreateReview(productId);
  const update = useUpdateReview(productId);

  const write = async (input: ReviewInput) => {
    const saved = review
      ? await update.mutateAsync({ reviewId: review.id, input })
      : await create.mutateAsync(input);
    onReviewKnown(saved);
    toast.success(t(review ? 'reviews.updated' : 'reviews.submitted'));
    onDone();
  };

  const save = async (input: ReviewInput) => {
    try {
      await write(input);
    } catch (error) {
      toast.error(answerText(error, 'reviews.saveFailed'));
      // One review per shopper: what was typed now edits the review they already have.
      if (!review && hasStatus(error, 409)) {
        const mine = await findMyReview(productId).catch(() => null);
        if (mine) onReviewKnown(mine);
      }
    }
  };

  return { save, pending: create.isPending || update.isPending };
}

function ReviewForm(props: ReviewFormProps) {
  const { review, onDone } = props;
  const { t, message } = useI18n();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const { save, pending } = useSaveReview(props);
  const form = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: review
      ? {
          rating: review.rating,
          title: review.title,
          content: review.content,
          images: review.images,
          skinType: review.skinType,
          skinTone: review.skinTone,
          skinConcern: review.skinConcern,
        }
      : { title: '', content: '', images: [], skinType: null, skinTone: null, skinConcern: null },
  });
  const { errors } = form.formState;
  const images = form.watch('images') ?? [];

  const submit = form.handleSubmit(save);

  const addImage = useCallback(
    (ref: string) =>
      form.setValue('images', [...(form.getValues('images') ?? []), ref], {
        shouldValidate: true,
        shouldDirty: true,
      }),
    [form],
  );
  const removeImage = useCallback(
    (ref: string) =>
      form.setValue(
        'images',
        (form.getValues('images') ?? []).filter((image) => image !== ref),
        { shouldValidate: true, shouldDirty: true },
      ),
    [form],
  );

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
            disabled={pending}
          />
        )}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>{t('reviews.form.title')}</Label>
        <Input
          id={`${id}-title`}
          maxLength={REVIEW_TITLE_MAX}
          placeholder={t('reviews.form.titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          disabled={pending}
          {...form.register('title')}
        />
        {errors.title && (
          <p id={`${id}-title-error`} role="alert" className="text-sm text-red-700">
            {message(errors.title.message ?? '')}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-content`}>{t('reviews.form.content')}</Label>
        <Textarea
          id={`${id}-content`}
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          placeholder={t('reviews.form.contentPlaceholder')}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${id}-content-error` : undefined}
          disabled={pending}
          {...form.register('content')}
        />
        {errors.content && (
          <p id={`${id}-content-error`} role="alert" className="text-sm text-red-700">
            {message(errors.content.message ?? '')}
          </p>
        )}
      </div>
      <SkinFields register={form.register} control={form.control} disabled={pending} />
      <PhotoPicker
        photos={images}
        onAdd={addImage}
        onRemove={removeImage}
        onBusyChange={setUploading}
        upload={uploadReviewPhoto}
        maxCount={MAX_REVIEW_PHOTOS}
        maxBytes={MAX_REVIEW_PHOTO_BYTES}
        words="reviews.photos"
        error={errors.images?.message ?? errors.images?.find?.((item) => item)?.message}
        disabled={pending}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending || uploading}>
          {t(
            pending
              ? 'reviews.form.submitting'
              : uploading
                ? 'reviews.form.uploading'
                : 'reviews.form.submit',
          )}
        </Button>
      </div>
    </form>
  );
}
