import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_LABELS, PRODUCT_CATEGORIES } from '#shared/catalog';
import { useShopInfo } from '../../lib/shop-info';
import { SocialIcon } from './social-icon';

const footerLink = 'text-stone-300 hover:text-white';

export function Footer() {
  const shop = useShopInfo();
  const name = shop?.name ?? 'Sajghor';
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl font-bold text-white">{name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Authentic beauty and fashion, delivered across Bangladesh.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
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
        <nav aria-label="Shop">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Shop</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={footerLink} to="/about">
                About Us
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/contact">
                Contact Us
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/products">
                All Products
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/products?sale=true">
                Sale Items
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/terms">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/privacy">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Categories">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Categories</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {PRODUCT_CATEGORIES.map((category) => (
              <li key={category}>
                <Link className={footerLink} to={`/products?category=${category}`}>
                  {CATEGORY_LABELS[category]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
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
        © {new Date().getFullYear()} {name}. All rights reserved.
      </div>
    </footer>
  );
}
