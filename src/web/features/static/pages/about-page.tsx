import type { MessageKey } from '#shared/i18n/keys';
import { SHIPPING_FEES } from '#shared/pricing';
import { RETURN_POLICY_DAYS } from '#shared/shop-terms';
import { type I18n, useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useShopInfo, useShopName } from '../../../lib/shop-info';
import {
  ContactPageLink,
  EmailLink,
  list,
  PhoneLink,
  paragraph,
  richText,
  Section,
} from '../components/prose';

const STATS: readonly { label: MessageKey; value: (i18n: I18n) => string }[] = [
  { label: 'static.about.stats.rating', value: ({ number }) => number(4.9) },
  {
    label: 'static.about.stats.customers',
    value: ({ t }) => t('static.about.stats.customersValue', { count: 10 }),
  },
  { label: 'static.about.stats.products', value: ({ number }) => `${number(500)}+` },
];

const RANGE: readonly MessageKey[] = [
  'static.about.range.makeup',
  'static.about.range.bags',
  'static.about.range.clothing',
  'static.about.range.minis',
  'static.about.range.designer',
];

export function AboutPage() {
  const i18n = useI18n();
  const { t, money } = i18n;
  const info = useShopInfo();
  const shopName = useShopName();
  const contactPage = <ContactPageLink />;

  const promises: { title: MessageKey; text: string }[] = [
    {
      title: 'static.about.promises.authentic.title',
      text: t('static.about.promises.authentic.text'),
    },
    {
      title: 'static.about.promises.delivery.title',
      text: t('static.about.promises.delivery.text', {
        dhakaFee: money(SHIPPING_FEES.dhaka),
        outsideFee: money(SHIPPING_FEES.outside),
      }),
    },
    {
      title: 'static.about.promises.payment.title',
      text: t('static.about.promises.payment.text'),
    },
    {
      title: 'static.about.promises.returns.title',
      text: t('static.about.promises.returns.text', {
        days: RETURN_POLICY_DAYS,
        refundMin: 7,
        refundMax: 10,
      }),
    },
  ];

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle of="/about" />
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        {t('static.about.heading')}
      </h1>

      <Section title={t('static.about.story.heading')}>
        <p className={paragraph}>{t('static.about.story.p1', { shopName })}</p>
      </Section>

      <dl className="mt-8 grid grid-cols-3 gap-3 rounded-2xl bg-rose-50 p-4 text-center sm:p-6">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-stone-600">{t(stat.label)}</dt>
            <dd className="font-serif text-2xl font-semibold text-rose-700 sm:text-3xl">
              {stat.value(i18n)}
            </dd>
          </div>
        ))}
      </dl>

      <Section title={t('static.about.range.heading')}>
        <p className={paragraph}>{t('static.about.range.intro')}</p>
        <ul className={list}>
          {RANGE.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('static.about.promises.heading')}>
        <ul className={list}>
          {promises.map((promise) => (
            <li key={promise.title}>
              <strong className="font-semibold text-stone-900">{t(promise.title)}</strong>{' '}
              {promise.text}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('static.about.contact.heading')}>
        <p className={paragraph}>
          {info
            ? richText(t('static.about.contact.p1WithDetails'), {
                contactPage,
                email: <EmailLink email={info.email} />,
                phone: <PhoneLink phone={info.phone} />,
              })
            : richText(t('static.about.contact.p1'), { contactPage })}
        </p>
      </Section>
    </main>
  );
}
