import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageUrl, isStoredImage } from '#shared/images';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { useI18n } from '../../../../lib/i18n';

/**
 * The customer's payment screenshot: a thumbnail that opens the full picture, so the admin can
 * check the amount and transaction ID against the bKash or bank record.
 */
export function PaymentProof({ proof }: { proof: string | null }) {
  const { t } = useI18n();
  const [broken, setBroken] = useState(false);
  if (!proof) return <span className="text-stone-600">{t('admin.order.proof.none')}</span>;
  const full = isStoredImage(proof) ? imageUrl(proof, 960) : proof;
  const thumbnail = isStoredImage(proof) ? imageUrl(proof, 320) : proof;
  return (
    <Dialog>
      <div className="flex flex-wrap items-end gap-3">
        <DialogTrigger asChild>
          <button
            type="button"
            className="overflow-hidden rounded-md border border-stone-200 hover:border-rose-400 focus-visible:outline-2 focus-visible:outline-rose-600"
            aria-label={t('admin.order.proof.view')}
          >
            {broken ? (
              <span className="flex size-24 items-center justify-center bg-stone-100">
                <ImageOff className="size-8 text-stone-400" aria-hidden="true" />
              </span>
            ) : (
              <img
                src={thumbnail}
                alt={t('admin.order.proof.title')}
                width={96}
                height={96}
                className="size-24 object-cover"
                onError={() => setBroken(true)}
              />
            )}
          </button>
        </DialogTrigger>
        <a
          href={full}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-rose-700 hover:underline"
        >
          {t('admin.order.proof.newTab')} <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{t('admin.order.proof.title')}</DialogTitle>
        <img
          src={full}
          alt={t('admin.order.proof.full')}
          className="mx-auto mt-4 max-h-[75dvh] w-auto rounded-md object-contain"
        />
        <a
          href={full}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm text-rose-700 hover:underline"
        >
          {t('admin.order.proof.newTab')} <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </DialogContent>
    </Dialog>
  );
}
