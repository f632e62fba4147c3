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

export function PrivacyPage() {
  const info = useShopInfo();
  const shopName = info?.name ?? 'Sajghor';

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{`Privacy Policy | ${shopName}`}</title>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">
        Privacy Policy
      </h1>
      <p className="mt-2 text-sm text-stone-500">Last updated: December 2024</p>

      <p className={paragraph}>
        Your privacy matters to us. This policy explains what information {shopName} collects, why
        we collect it and the choices you have.
      </p>

      <Section title="Information we collect">
        <ul className={list}>
          <li>Your name, e-mail address and phone number</li>
          <li>Your delivery address</li>
          <li>Your order history</li>
          <li>Payment transaction IDs and, if you choose to send them, payment screenshots</li>
        </ul>
      </Section>

      <Section title="How we use it">
        <ul className={list}>
          <li>To process and deliver your orders</li>
          <li>To verify your payments</li>
          <li>To send you e-mails about your orders</li>
          <li>To send you offers and news, but only if you opt in</li>
        </ul>
      </Section>

      <Section title="Sharing">
        <p className={paragraph}>
          We share your details only with our delivery partners, and only what they need to deliver
          your order. We never sell your personal information.
        </p>
      </Section>

      <Section title="Cookies">
        <p className={paragraph}>
          We use a single session cookie to keep you signed in. We do not use third-party trackers.
        </p>
      </Section>

      <Section title="Data security">
        <p className={paragraph}>
          We take reasonable technical and organisational measures to protect your information from
          loss, misuse and unauthorised access. Only team members who need your details to handle
          your order can see them.
        </p>
      </Section>

      <Section title="Your rights">
        <p className={paragraph}>From Account Settings you can:</p>
        <ul className={list}>
          <li>Edit your profile</li>
          <li>Change your notification preferences</li>
          <li>Delete your account</li>
        </ul>
        <p className={paragraph}>
          When you delete your account, we remove your personal data. Your past orders are kept in
          anonymised form for our accounting records.
        </p>
      </Section>

      <Section title="Children's privacy">
        <p className={paragraph}>
          Our services are not directed to children under 13, and we do not knowingly collect
          personal data from them. If you believe a child under 13 has given us their information,
          please contact us and we will delete it.
        </p>
      </Section>

      <Section title="Changes to this policy">
        <p className={paragraph}>
          We may update this policy from time to time. When we do, we will change the date at the
          top of this page.
        </p>
      </Section>

      <Section title="Contact us">
        <p className={paragraph}>
          If you have any questions about your privacy, please{' '}
          {info ? (
            <>
              e-mail us at{' '}
              <a href={`mailto:${info.email}`} className={link}>
                {info.email}
              </a>{' '}
              or{' '}
            </>
          ) : null}
          visit our{' '}
          <Link to="/contact" className={link}>
            contact page
          </Link>
          .
        </p>
      </Section>
    </main>
  );
}
