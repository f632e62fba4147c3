/**
 * The cookie choice (decision 036): asked only when the shop has a Meta Pixel, never on the
 * admin's pages, in a bar fixed to the bottom so nothing on the page moves when it comes or goes.
 * It appears after the first render, as the server never knows whether the browser has chosen.
 */
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ConsentChoice } from '#shared/consent';
import { useI18n } from '../../lib/i18n';
import { chooseConsent, consentChoice, knowPixel, startMarketing } from '../../lib/marketing';
import { useShopInfo } from '../../lib/shop-info';
import { Button } from '../ui/button';

export function ConsentBar() {
  const { t } = useI18n();
  const pixel = useShopInfo()?.metaPixelId;
  const admin = useLocation().pathname.startsWith('/admin');
  const [asking, setAsking] = useState(false);
  const bodyId = useId();

  useEffect(() => {
    knowPixel(pixel ?? null);
    if (!pixel || admin) return;
    if (consentChoice() === undefined) setAsking(true);
    else startMarketing();
  }, [pixel, admin]);

  if (!asking || admin) return null;
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    setAsking(false);
  };
  return (
    <section
      aria-label={t('common.consent.label')}
      aria-describedby={bodyId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center">
        <p id={bodyId} className="flex-1 text-sm text-stone-700">
          {t('common.consent.body')}{' '}
          <Link to="/privacy" className="underline hover:text-rose-700">
            {t('common.consent.privacy')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => choose('necessary')}
          >
            {t('common.consent.necessary')}
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => choose('marketing')}>
            {t('common.consent.marketing')}
          </Button>
        </div>
      </div>
    </section>
  );
}
