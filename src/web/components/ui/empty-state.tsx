import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-5 py-12 text-center">
      <Icon className="mx-auto size-12 text-stone-400" aria-hidden="true" />
      <h2 className="mt-4 font-serif text-xl font-semibold">{title}</h2>
      {children && <p className="mx-auto mt-2 max-w-sm text-stone-700">{children}</p>}
      <div className="mt-6">{action}</div>
    </div>
  );
}
