/**
 * The cookie choice (decision 036), in a bar fixed to the bottom so nothing on the page moves when
 * it comes or goes. Loaded, with its words, only when a shop with a Meta Pixel has a shopper still
 * to ask (consent-gate.tsx).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { ConsentChoice } from '#shared/consent';
import { AreaMessages, type MessageLoaders, useI18n } from '../../lib/i18n';
import { Button } from '../ui/button';

const CONSENT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/consent').then((m) => m.consentMessages),
  bn: () => import('#shared/i18n/bn/consent').then((m) => m.consentMessages),
};

function Bar({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const { t } = useI18n();
  const bodyId = useId();
  return (
    <section
      aria-label={t('consent.label')}
      aria-describedby={bodyId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center">
        <p id={bodyId} className="flex-1 text-sm text-stone-700">
          {t('consent.body')}{' '}
          <Link to="/privacy" className="underline hover:text-rose-700">
            {t('consent.privacy')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => onChoose('necessary')}
          >
            {t('consent.necessary')}
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => onChoose('marketing')}>
            {t('consent.marketing')}
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function ConsentBar(props: { onChoose: (choice: ConsentChoice) => void }) {
  return (
    <AreaMessages load={CONSENT_WORDS}>
      <Bar {...props} />
    </AreaMessages>
  );
}
