import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** A titled card on the order page; `id` names its heading, whatever the title's language. */
export function OrderSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  const headingId = `order-${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-stone-200 bg-white p-4 sm:p-5', className)}
    >
      <h2 id={headingId} className="font-serif text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
