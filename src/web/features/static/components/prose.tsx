/** The building blocks of the long-text pages (about, terms, privacy): sections, lists, links. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export { richText } from '../../../lib/rich-text';

import { useI18n } from '../../../lib/i18n';

export const paragraph = 'mt-3 leading-relaxed text-stone-700';
export const list = 'mt-3 list-disc space-y-1 pl-6 text-stone-700';
export const link = 'text-rose-700 underline underline-offset-2 hover:text-rose-800';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mt-8 text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

export function ContactPageLink() {
  const { t } = useI18n();
  return (
    <Link to="/contact" className={link}>
      {t('static.contactPageLink')}
    </Link>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={link}>
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/\s+/g, '')}`} className={link}>
      {phone}
    </a>
  );
}
