import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After a save or delete: every admin product list and product, and the dashboard's stats. */
export function afterProductChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.products });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
}
