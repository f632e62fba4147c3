import type { ReactNode } from 'react';
import { PageTitle } from '../../../lib/page-title';

/** The centred card the sign-in, sign-up and password pages share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageTitle page={title} />
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-center font-serif text-3xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-stone-700">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mt-6 text-center text-sm text-stone-700">{footer}</p>}
    </main>
  );
}

export const textLink =
  'font-medium text-rose-700 underline-offset-4 hover:underline focus-visible:underline';
