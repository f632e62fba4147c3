import { DELIVERY_DAYS, REFUND_DEADLINE_DAYS } from '#shared/deadlines';
import type { MessageKey } from '#shared/i18n/keys';
import { inLanguageDigits } from '#shared/numbers';
import { COD_CHARGE_RATE, SHIPPING_FEES } from '#shared/pricing';
import { REFUND_DAYS, RETURN_POLICY_DAYS } from '#shared/shop-terms';
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

const ACCOUNT_RULES: readonly MessageKey[] = [
  'static.terms.accounts.accurate',
  'static.terms.accounts.password',
  'static.terms.accounts.misuse',
];

const ORDER_RULES: readonly MessageKey[] = [
  'static.terms.orders.currency',
  'static.terms.orders.price',
  'static.terms.orders.stock',
];

export function TermsPage() {
  const { t, money, language } = useI18n();
  const info = useShopInfo();
  const shopName = useShopName();
  const contactPage = <ContactPageLink />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle of="/terms" />
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        {t('static.terms.heading')}
      </h1>
      <p className="mt-2 text-sm text-stone-500">{t('static.terms.updated')}</p>

      <Section title={t('static.terms.acceptance.heading')}>
        <p className={paragraph}>{t('static.terms.acceptance.p1', { shopName })}</p>
      </Section>

      <Section title={t('static.terms.accounts.heading')}>
        <ul className={list}>
          {ACCOUNT_RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('static.terms.orders.heading')}>
        <ul className={list}>
          {ORDER_RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('static.terms.payment.heading')}>
        <p className={paragraph}>{t('static.terms.payment.intro')}</p>
        <ul className={list}>
          <li>{t('static.terms.payment.transactionId')}</li>
          <li>{t('static.terms.payment.codCharge', { percent: COD_CHARGE_RATE * 100 })}</li>
          <li>{t('static.terms.payment.confirm')}</li>
        </ul>
      </Section>

      <Section title={t('static.terms.shipping.heading')}>
        <ul className={list}>
          <li>
            {t('static.terms.shipping.fees', {
              dhakaFee: money(SHIPPING_FEES.dhaka),
              outsideFee: money(SHIPPING_FEES.outside),
            })}
          </li>
          <li>
            {t('static.terms.shipping.times', {
              shipMin: 24,
              shipMax: 48,
              deliveryMin: 3,
              deliveryMax: 5,
            })}
          </li>
        </ul>
      </Section>

      <Section title={t('static.terms.returns.heading')}>
        <p className={paragraph}>
          {t('static.terms.returns.p1', {
            days: RETURN_POLICY_DAYS,
            refundMin: REFUND_DAYS.from,
            refundMax: REFUND_DAYS.to,
          })}
        </p>
      </Section>

      {/* Issue 43: what the Digital Commerce Operation Guidelines 2021 hold the shop to. */}
      <Section title={t('static.terms.promises.heading')}>
        <ul className={list}>
          <li>
            {t('static.terms.promises.delivery', {
              dhakaDays: DELIVERY_DAYS.dhaka,
              outsideDays: DELIVERY_DAYS.outside,
            })}
          </li>
          <li>{t('static.terms.promises.refund', { days: REFUND_DEADLINE_DAYS })}</li>
          <li>{richText(t('static.terms.promises.complaints'), { contactPage })}</li>
          {info?.legal.dbid && (
            <li>
              {t('static.terms.promises.dbid', {
                dbid: inLanguageDigits(info.legal.dbid, language),
              })}
            </li>
          )}
        </ul>
      </Section>

      <Section title={t('static.terms.reviews.heading')}>
        <p className={paragraph}>{t('static.terms.reviews.p1')}</p>
      </Section>

      <Section title={t('static.terms.liability.heading')}>
        <p className={paragraph}>{t('static.terms.liability.p1', { shopName })}</p>
      </Section>

      <Section title={t('static.terms.changes.heading')}>
        <p className={paragraph}>{t('static.terms.changes.p1')}</p>
      </Section>

      <Section title={t('static.terms.contact.heading')}>
        <p className={paragraph}>
          {info
            ? richText(t('static.terms.contact.p1WithEmail'), {
                contactPage,
                email: <EmailLink email={info.email} />,
              })
            : richText(t('static.terms.contact.p1'), { contactPage })}
        </p>
      </Section>
    </main>
  );
}
