import { useParams } from 'react-router';
import { promotionIdParamsSchema } from '#shared/schemas/admin-promotions';
import { useI18n } from '../../../lib/i18n';
import { useAdminPromotion } from '../api/promotions';
import { type BackTo, EditFormFrame, FormPageHeader } from '../components/layout/form-page-frame';
import { PromotionForm } from '../components/promotions/promotion-form';

/** /admin/promotions/new and /admin/promotions/:id/edit. */
export function PromotionFormPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const back = { to: '/admin/promotions', label: t('admin.promotions.form.back') };
  if (id === undefined) {
    return (
      <>
        <FormPageHeader back={back} title={t('admin.promotions.form.newTitle')} />
        <PromotionForm />
      </>
    );
  }
  const parsed = promotionIdParamsSchema.safeParse({ id });
  const notFound = {
    title: t('admin.promotions.error.notFound'),
    hint: t('admin.promotions.form.notFoundHint'),
  };
  if (!parsed.success)
    return <FormPageHeader back={back} title={notFound.title} description={notFound.hint} />;
  return <EditPromotion id={parsed.data.id} back={back} notFound={notFound} />;
}

function EditPromotion({
  id,
  ...frame
}: {
  id: number;
  back: BackTo;
  notFound: { title: string; hint: string };
}) {
  const { t } = useI18n();
  return (
    <EditFormFrame
      {...frame}
      title={t('admin.promotions.form.editTitle')}
      query={useAdminPromotion(id)}
      loadFailed={t('admin.promotions.form.loadFailed')}
      describe={(promotion) =>
        promotion.code ? `${promotion.code} · ${promotion.name}` : promotion.name
      }
    >
      {(promotion) => (
        <PromotionForm key={`${promotion.id}-${promotion.updatedAt}`} promotion={promotion} />
      )}
    </EditFormFrame>
  );
}
