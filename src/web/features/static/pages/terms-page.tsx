import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useShopInfo } from '../../../lib/shop-info';

const paragraph = 'mt-3 leading-relaxed text-stone-700';
const list = 'mt-3 list-disc space-y-1 pl-6 text-stone-700';
const link = 'text-rose-700 underline underline-offset-2 hover:text-rose-800';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mt-8 text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

export function TermsPage() {
  const info = useShopInfo();
  const shopName = info?.name ?? 'Sajghor';

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{`Terms of Service | ${shopName}`}</title>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        Terms of Service
      </h1>
      <p className="mt-2 text-sm text-stone-500">Last updated: December 2024</p>

      <Section title="Acceptance of terms">
        <p className={paragraph}>
          These terms apply whenever you browse, create an account or place an order with {shopName}
          . By using our website you agree to them, so please read them carefully. If you do not
          agree, please do not use our services.
        </p>
      </Section>

      <Section title="Accounts">
        <ul className={list}>
          <li>Please give us accurate, up-to-date information and keep it current.</li>
          <li>
            You are responsible for keeping your password safe and for any activity under your
            account.
          </li>
          <li>If you think someone else has used your account, let us know straight away.</li>
        </ul>
      </Section>

      <Section title="Orders and pricing">
        <ul className={list}>
          <li>All prices are shown in Bangladeshi taka (৳).</li>
          <li>
            The price you pay is the one shown at checkout, which is calculated by our server when
            you place your order.
          </li>
          <li>
            If an item runs out of stock, we may cancel all or part of your order. If you have
            already paid, we will refund that payment in full.
          </li>
        </ul>
      </Section>

      <Section title="Payment">
        <p className={paragraph}>You can pay by bKash, bank transfer or cash on delivery.</p>
        <ul className={list}>
          <li>
            bKash and bank transfer payments need a valid transaction ID. Our team checks each
            payment by hand before your order is processed.
          </li>
          <li>Cash on delivery outside Dhaka carries a charge of 1% of the order subtotal.</li>
          <li>
            Please confirm your payment through our Messenger or Facebook page so we can match it to
            your order.
          </li>
        </ul>
      </Section>

      <Section title="Shipping">
        <ul className={list}>
          <li>Delivery costs ৳100 inside Dhaka and ৳200 outside Dhaka.</li>
          <li>
            Orders ship within 24-48 hours and usually arrive within 3-5 business days after
            dispatch.
          </li>
        </ul>
      </Section>

      <Section title="Returns and refunds">
        <p className={paragraph}>
          We offer a 7-day return policy. Once we have received and checked a returned item, refunds
          are processed within 7-10 business days.
        </p>
      </Section>

      <Section title="Reviews and content">
        <p className={paragraph}>
          We welcome your reviews and comments. Please keep them honest and respectful. We may
          remove content that is abusive, misleading, offensive or unrelated to our products.
        </p>
      </Section>

      <Section title="Limitation of liability">
        <p className={paragraph}>
          We work hard to describe our products accurately and to keep our website running smoothly.
          To the extent permitted by law, {shopName} is not liable for indirect or consequential
          losses arising from the use of our website or products, and our total liability for any
          order is limited to the amount you paid for it.
        </p>
      </Section>

      <Section title="Changes to these terms">
        <p className={paragraph}>
          We may update these terms from time to time. When we do, we will change the date at the
          top of this page. Continuing to use our website after an update means you accept the
          revised terms.
        </p>
      </Section>

      <Section title="Contact">
        <p className={paragraph}>
          Questions about these terms? Please reach out through our{' '}
          <Link to="/contact" className={link}>
            contact page
          </Link>
          {info ? (
            <>
              {' '}
              or e-mail us at{' '}
              <a href={`mailto:${info.email}`} className={link}>
                {info.email}
              </a>
            </>
          ) : null}
          .
        </p>
      </Section>
    </main>
  );
}
