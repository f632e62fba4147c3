import { Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/**
 * The device's share sheet where there is one, else the link is copied (shared/spec/decisions.md
 * #20).
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error worth telling.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('catalog.share.copied'));
    } catch {
      toast.error(t('catalog.share.failed'));
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={share}
      aria-label={t('catalog.share.label')}
    >
      <Share2 className="size-5" aria-hidden="true" />
    </Button>
  );
}
