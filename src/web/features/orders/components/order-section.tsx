import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

export type SectionLevel = 2 | 3;

/**
 * A titled card on the order page; `id` names its heading, whatever the title's language. `level`
 * 3 puts it under another heading (the tracker's result).
 */
export function OrderSection({
  id,
  title,
  level = 2,
  className,
  children,
}: {
  id: string;
  title: string;
  level?: SectionLevel;
  className?: string | undefined;
  children: ReactNode;
}) {
  const headingId = `order-${id}-heading`;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-stone-200 bg-white p-4 sm:p-5', className)}
    >
      <Heading id={headingId} className="font-serif text-lg font-semibold text-stone-900">
        {title}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}
