import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { imageUrl } from '#shared/images';
import type { AdminBanner } from '#shared/schemas/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useDeleteAdminBanner } from '../api/banners-delete';
import { useAdminBanners } from '../api/banners-list';
import { BannerForm } from '../components/banners/banner-form';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListError } from '../components/layout/list-states';
import { ConfirmDialog } from '../components/orders/confirm-dialog';

const STATUS_TONES = {
  running: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-700',
} as const;

function BannerRow({ banner, onDelete }: { banner: AdminBanner; onDelete: () => void }) {
  const { t, dateTime, language } = useI18n();
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:flex-nowrap">
      <img
        src={imageUrl(banner.desktopImage.src, 320)}
        alt=""
        width={banner.desktopImage.width}
        height={banner.desktopImage.height}
        className="h-14 w-28 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">
          {language === 'bn' ? banner.headlineBn : banner.headlineEn}
        </p>
        <p className="text-sm text-stone-600">
          {t(`admin.banners.slot.${banner.slot}`)} ·{' '}
          {t('admin.banners.dates', {
            start: dateTime(banner.startsAt),
            end: banner.endsAt ? dateTime(banner.endsAt) : t('admin.banners.noEnd'),
          })}
        </p>
      </div>
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          STATUS_TONES[banner.status],
        )}
      >
        {t(`admin.banners.status.${banner.status}`)}
      </span>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/banners/${banner.id}/edit`}>{t('admin.banners.edit')}</Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete}>
          {t('admin.banners.delete')}
        </Button>
      </div>
    </li>
  );
}

/** /admin/banners: every banner with its status now, newest start first. */
export function AdminBannersPage() {
  const { t, language } = useI18n();
  const { errorText } = useApiErrorText();
  const list = useAdminBanners();
  const remove = useDeleteAdminBanner();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  return (
    <>
      <AdminPageHeader
        title={t('admin.banners.heading')}
        description={t('admin.banners.intro')}
        actions={
          <Button asChild>
            <Link to="/admin/banners/new">
              <Plus aria-hidden="true" /> {t('admin.banners.new')}
            </Link>
          </Button>
        }
      />
      <p className="mb-4 text-sm text-stone-600">{t('admin.banners.times')}</p>
      {list.isPending ? (
        <Skeleton className="h-40 rounded-xl" aria-label={t('admin.loading')} />
      ) : list.isError ? (
        <ListError
          title={t('admin.banners.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.banners.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {t('admin.banners.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {list.data.banners.map((banner) => (
            <BannerRow key={banner.id} banner={banner} onDelete={() => setDeleting(banner)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        confirmLabel={t('admin.banners.delete')}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(t('admin.banners.deleted'));
          } catch (error) {
            toast.error(errorText(error) ?? t('admin.banners.loadError'));
          }
          setDeleting(null);
        }}
      >
        <p>
          {deleting &&
            t('admin.banners.deleteConfirm', {
              headline: language === 'bn' ? deleting.headlineBn : deleting.headlineEn,
            })}
        </p>
      </ConfirmDialog>
    </>
  );
}

/** /admin/banners/new and /admin/banners/:id/edit (the banner comes from the list). */
export function AdminBannerFormPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const list = useAdminBanners();
  const title = t(
    id === undefined ? 'admin.banners.form.createTitle' : 'admin.banners.form.editTitle',
  );
  const back = (
    <Link
      to="/admin/banners"
      className="mb-3 inline-flex text-sm font-medium text-stone-700 hover:text-rose-700"
    >
      ← {t('admin.section.banners')}
    </Link>
  );
  if (id === undefined) {
    return (
      <>
        {back}
        <AdminPageHeader title={title} />
        <BannerForm />
      </>
    );
  }
  if (list.isPending)
    return <Skeleton className="h-96 rounded-xl" aria-label={t('admin.loading')} />;
  const banner = list.data?.banners.find((each) => String(each.id) === id);
  return (
    <>
      {back}
      <AdminPageHeader title={title} />
      {banner ? (
        <BannerForm key={banner.id} banner={banner} />
      ) : (
        <p className="text-stone-700">{t('admin.banners.notFound')}</p>
      )}
    </>
  );
}
