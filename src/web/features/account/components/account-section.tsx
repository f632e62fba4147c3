import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/utils';

/** A titled card on the account page; `danger` marks the section that cannot be undone. */
export function AccountSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  // Not made from the title: a Bangla title has no \w characters left to tell sections apart.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-white p-5 sm:p-6',
        danger ? 'border-red-200' : 'border-stone-200',
      )}
    >
      <h2
        id={headingId}
        className={cn('font-serif text-xl font-semibold', danger && 'text-red-800')}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-700">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
