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

const STATS = [
  { value: '4.9', label: 'average rating' },
  { value: '10K+', label: 'happy customers' },
  { value: '500+', label: 'products' },
] as const;

export function AboutPage() {
  const info = useShopInfo();
  const shopName = info?.name ?? 'Sajghor';

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{`About Us | ${shopName}`}</title>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 sm:text-4xl">About Us</h1>

      <Section title="Who we are">
        <p className={paragraph}>
          {shopName} is a Dhaka-based online shop for authentic beauty and fashion. We started with
          a simple idea: shoppers everywhere in Bangladesh deserve genuine products, honest prices
          and friendly service, without having to wonder whether what arrives at their door is the
          real thing.
        </p>
      </Section>

      <dl className="mt-8 grid grid-cols-3 gap-3 rounded-2xl bg-rose-50 p-4 text-center sm:p-6">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-stone-600">{stat.label}</dt>
            <dd className="font-serif text-2xl font-semibold text-rose-700 sm:text-3xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>

      <Section title="What we sell">
        <p className={paragraph}>
          Our collection brings together everything you need to look and feel your best:
        </p>
        <ul className={list}>
          <li>Makeup and skincare</li>
          <li>Handbags, shoes and accessories</li>
          <li>Clothing, plus dedicated ranges for kids and men</li>
          <li>Minis and travel sizes, perfect for trying something new</li>
          <li>Designer pieces and a selection for the home</li>
        </ul>
      </Section>

      <Section title="Our promises">
        <ul className={list}>
          <li>
            <strong className="font-semibold text-stone-900">Authentic products.</strong> Everything
            we sell comes from authorised distributors.
          </li>
          <li>
            <strong className="font-semibold text-stone-900">Nationwide delivery.</strong> ৳100
            inside Dhaka and ৳200 outside Dhaka, anywhere in Bangladesh.
          </li>
          <li>
            <strong className="font-semibold text-stone-900">Flexible payment.</strong> Pay by
            bKash, bank transfer or cash on delivery.
          </li>
          <li>
            <strong className="font-semibold text-stone-900">Easy returns.</strong> A 7-day return
            policy, with refunds processed in 7-10 business days.
          </li>
        </ul>
      </Section>

      <Section title="Get in touch">
        <p className={paragraph}>
          We love hearing from our customers. Whether you have a question about a product, an order
          or anything else, visit our{' '}
          <Link to="/contact" className={link}>
            contact page
          </Link>
          {info ? (
            <>
              , e-mail us at{' '}
              <a href={`mailto:${info.email}`} className={link}>
                {info.email}
              </a>{' '}
              or call us on{' '}
              <a href={`tel:${info.phone.replace(/\s+/g, '')}`} className={link}>
                {info.phone}
              </a>
              .
            </>
          ) : (
            '.'
          )}
        </p>
      </Section>
    </main>
  );
}
