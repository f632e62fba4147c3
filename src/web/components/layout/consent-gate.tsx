/**
 * Whether to ask for the cookie choice (decision 036): only with a Meta Pixel set, never on the
 * admin's pages, and after the first render, as the server never knows whether the browser has
 * chosen. Starts the pixel for a shopper who accepted before. Without a pixel nothing more loads.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ConsentChoice } from '#shared/consent';
import { useShopInfo } from '../../lib/shop-info';

const ConsentBar = lazy(() => import('./consent-bar'));
const marketing = () => import('../../lib/marketing');

export function ConsentGate() {
  const pixel = useShopInfo()?.metaPixelId;
  const admin = useLocation().pathname.startsWith('/admin');
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!pixel || admin) return;
    void marketing().then(
      (m) => {
        if (m.consentChoice() === undefined) setAsking(true);
        else m.startMarketing(pixel);
      },
      () => {},
    );
  }, [pixel, admin]);

  if (!asking || admin) return null;
  const choose = (choice: ConsentChoice) => {
    setAsking(false);
    void marketing().then((m) => m.chooseConsent(choice, pixel ?? null));
  };
  return (
    <Suspense fallback={null}>
      <ConsentBar onChoose={choose} />
    </Suspense>
  );
}
