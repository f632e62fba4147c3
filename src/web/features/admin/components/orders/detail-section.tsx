import type { ReactNode } from 'react';
import { cn } from '../../../../lib/utils';

/** A titled card on the order detail page. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-stone-200 bg-white p-4 sm:p-5', className)}>
      <h3 className="mb-3 font-serif text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A label and its value, in a <dl>. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-1 text-sm">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}
