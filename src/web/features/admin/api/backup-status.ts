import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '#shared/schemas/backups';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const backupStatusQueryOptions = queryOptions({
  queryKey: queryKeys.admin.backupStatus,
  queryFn: ({ signal }) => apiRequest<BackupStatus>('/api/admin/backup-status', { signal }),
});

/** The last backup and the server's warning about it (GET /api/admin/backup-status). */
export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions);
}
