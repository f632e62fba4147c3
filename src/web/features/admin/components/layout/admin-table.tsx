import type { ReactNode } from 'react';
import { cn } from '../../../../lib/utils';

export type AdminColumn = {
  label: string;
  align?: 'right';
  /** Read by screen readers only (an image column). */
  hidden?: boolean;
};

/** A sticky first cell, opaque so the columns scrolling under it are hidden (body rows are white). */
export const STICKY_CELL = 'sticky left-0 z-10 bg-white';

/**
 * The admin lists' table frame on wide screens: a bordered table with its head, scrolling sideways
 * inside its own box. A report's table adds its totals row as the footer.
 */
export function AdminTable({
  columns,
  className,
  caption,
  footer,
  stickyFirstColumn = false,
  children,
}: {
  columns: AdminColumn[];
  className?: string;
  /** Names the table for screen readers. */
  caption?: string;
  footer?: ReactNode;
  /** The first column stays in view while a wide table scrolls sideways (its cells stick too). */
  stickyFirstColumn?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      // A named table's box is a region a keyboard can reach and scroll sideways (its cells may
      // hold nothing focusable).
      {...(caption ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
      // Relative: the cells' screen-reader words (sr-only, absolute) stay inside the scrolling box.
      className={cn(
        'relative overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
        className,
      )}
    >
      <table className="w-full text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase',
                  column.align === 'right' && 'text-right',
                  stickyFirstColumn && index === 0 && cn(STICKY_CELL, 'bg-stone-50'),
                )}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
        {footer && (
          <tfoot className="border-t-2 border-stone-200 bg-stone-50 font-semibold">{footer}</tfoot>
        )}
      </table>
    </div>
  );
}
