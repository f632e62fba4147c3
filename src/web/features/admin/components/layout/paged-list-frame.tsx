import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListPagination } from '../orders/list-pagination';
import { AdminPageHeader } from './admin-page-header';
import { ListStates } from './list-states';

type Paged<Item> = { messages: Item[]; page: number; pageSize: number; total: number };

/**
 * The frame of an admin page that lists messages a page at a time (the contact messages, the
 * outgoing SMS): its header, whatever stands above the list (filters, a count), the list's
 * states, one card per message, then Previous / Next.
 */
export function PagedListFrame<Item extends { id: string | number }>({
  title,
  description,
  query,
  loadFailed,
  empty,
  noun,
  card,
  children,
}: {
  title: string;
  description?: ReactNode;
  query: UseQueryResult<Paged<Item>>;
  loadFailed: string;
  empty: { icon: LucideIcon; title: string; hint: string };
  /** What the list holds, in the reader's language, for the pagination's text. */
  noun: string;
  /** One message's list item (an `li`). */
  card: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  return (
    <section className="space-y-5">
      <AdminPageHeader title={title} description={description} />
      {children}
      <ListStates
        query={query}
        loadFailed={loadFailed}
        skeletonRows={4}
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <EmptyState icon={empty.icon} title={empty.title} action={null}>
            {empty.hint}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.messages.map((item) => (
              <Fragment key={item.id}>{card(item)}</Fragment>
            ))}
          </ul>
        )}
      </ListStates>
      {query.data && (
        <ListPagination
          page={query.data.page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          searchParams={searchParams}
          noun={noun}
        />
      )}
    </section>
  );
}
