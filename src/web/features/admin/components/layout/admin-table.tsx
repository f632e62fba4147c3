import type { ReactNode } from 'react';
import { cn } from '../../../../lib/utils';

export type AdminColumn = {
  label: string;
  align?: 'right';
  /** Read by screen readers only (an image column). */
  hidden?: boolean;
};

/** The admin lists' table frame on wide screens: a bordered, scrollable table with its head. */
export function AdminTable({
  columns,
  className,
  children,
}: {
  columns: AdminColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-stone-200 bg-white', className)}>
      <table className="w-full text-sm">
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase',
                  column.align === 'right' && 'text-right',
                )}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
