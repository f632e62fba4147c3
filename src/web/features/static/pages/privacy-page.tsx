import type { MessageKey } from '#shared/i18n/keys';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useShopInfo, useShopName } from '../../../lib/shop-info';
import {
  ContactPageLink,
  EmailLink,
  list,
  paragraph,
  richText,
  Section,
} from '../components/prose';

const COLLECTED: readonly MessageKey[] = [
  'static.privacy.collect.contact',
  'static.privacy.collect.address',
  'static.privacy.collect.orders',
  'static.privacy.collect.payments',
];

const USES: readonly MessageKey[] = [
  'static.privacy.use.orders',
  'static.privacy.use.payments',
  'static.privacy.use.emails',
  'static.privacy.use.offers',
];

const RIGHTS: readonly MessageKey[] = [
  'static.privacy.rights.edit',
  'static.privacy.rights.notifications',
  'static.privacy.rights.download',
  'static.privacy.rights.delete',
];

/** The youngest age our services are meant for (the children's privacy section). */
const MINIMUM_AGE = 13;

export function PrivacyPage() {
  const { t } = useI18n();
  const info = useShopInfo();
  const shopName = useShopName();
  const contactPage = <ContactPageLink />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle of="/privacy" />
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        {t('static.privacy.heading')}
      </h1>
      <p className="mt-2 text-sm text-stone-500">{t('static.privacy.updated')}</p>

      <p className={paragraph}>{t('static.privacy.intro', { shopName })}</p>

      <Section title={t('static.privacy.collect.heading')}>
        <ul className={list}>
          {COLLECTED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('static.privacy.use.heading')}>
        <ul className={list}>
          {USES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('static.privacy.sharing.heading')}>
        <p className={paragraph}>{t('static.privacy.sharing.p1')}</p>
      </Section>

      <Section title={t('static.privacy.cookies.heading')}>
        <p className={paragraph}>{t('static.privacy.cookies.p1')}</p>
      </Section>

      <Section title={t('static.privacy.security.heading')}>
        <p className={paragraph}>{t('static.privacy.security.p1')}</p>
      </Section>

      <Section title={t('static.privacy.rights.heading')}>
        <p className={paragraph}>{t('static.privacy.rights.intro')}</p>
        <ul className={list}>
          {RIGHTS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className={paragraph}>{t('static.privacy.rights.deletion')}</p>
        <p className={paragraph}>{t('static.privacy.rights.consent')}</p>
      </Section>

      <Section title={t('static.privacy.children.heading')}>
        <p className={paragraph}>{t('static.privacy.children.p1', { age: MINIMUM_AGE })}</p>
      </Section>

      <Section title={t('static.privacy.changes.heading')}>
        <p className={paragraph}>{t('static.privacy.changes.p1')}</p>
      </Section>

      <Section title={t('static.privacy.contact.heading')}>
        <p className={paragraph}>
          {info
            ? richText(t('static.privacy.contact.p1WithEmail'), {
                contactPage,
                email: <EmailLink email={info.email} />,
              })
            : richText(t('static.privacy.contact.p1'), { contactPage })}
        </p>
      </Section>
    </main>
  );
}
