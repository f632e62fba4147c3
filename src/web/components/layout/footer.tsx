import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { categoryLabel, PRODUCT_CATEGORIES } from '#shared/catalog';
import type { Language } from '#shared/i18n/languages';
import { inLanguageDigits } from '#shared/numbers';
import { useI18n } from '../../lib/i18n';
import { useShopInfo, useShopName } from '../../lib/shop-info';
import { SocialIcon } from './social-icon';

const footerLink = 'text-stone-300 hover:text-white';

/** Dhaka keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** This year in Dhaka, in the reader's digits and ungrouped (number() would write 2,026). */
function dhakaYear(language: Language): string {
  return inLanguageDigits(
    String(new Date(Date.now() + DHAKA_OFFSET_MS).getUTCFullYear()),
    language,
  );
}

export function Footer() {
  const { t, language } = useI18n();
  const shop = useShopInfo();
  const name = useShopName();
  const year = dhakaYear(language);
  const legal = shop?.legal;
  // The numbers the law asks every page to show, once the owner has set them.
  const registration = [
    legal?.dbid && t('common.footer.dbid', { id: inLanguageDigits(legal.dbid, language) }),
    legal?.tradeLicence &&
      t('common.footer.tradeLicence', { number: inLanguageDigits(legal.tradeLicence, language) }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl font-bold text-white">{name}</p>
          <p className="mt-3 text-sm leading-relaxed">{t('common.footer.tagline')}</p>
          <ul className="mt-4 flex gap-3" aria-label={t('common.footer.social')}>
            {shop?.socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.name}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-stone-800 hover:bg-rose-700 hover:text-white"
                >
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('common.footer.shop')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.shop')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={footerLink} to="/about">
                {t('common.footer.about')}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/contact">
                {t('common.footer.contact')}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/track">
                {t('track.link')}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/products">
                {t('common.footer.allProducts')}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/products?sale=true">
                {t('common.footer.sale')}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/terms">
                {t('common.footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/privacy">
                {t('common.footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('common.footer.categories')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.categories')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {PRODUCT_CATEGORIES.map((category) => (
              <li key={category}>
                <Link className={footerLink} to={`/products?category=${category}`}>
                  {categoryLabel(t, category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.contactHeading')}
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a className={footerLink} href={`mailto:${shop?.email ?? ''}`}>
                {shop?.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a className={footerLink} href={`tel:${shop?.phone.replace(/[^+\d]/g, '') ?? ''}`}>
                {shop?.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span>{shop?.city}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800 py-5 text-center text-xs text-stone-400">
        {t('common.footer.rights', { year, name })}
        {registration && <p className="mt-1">{registration}</p>}
      </div>
    </footer>
  );
}
