import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffInviteInput,
  StaffMember,
  StaffRole,
  StaffRoleInput,
} from '#shared/schemas/staff';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function staffQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.staff,
    queryFn: ({ signal }) => apiRequest<StaffMember[]>('/api/admin/staff', { signal }),
  });
}

export function staffRolesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.staffRoles,
    queryFn: ({ signal }) => apiRequest<StaffRole[]>('/api/admin/roles', { signal }),
  });
}

export const useStaff = () => useQuery(staffQueryOptions());
export const useStaffRoles = () => useQuery(staffRolesQueryOptions());

const member = (userId: string) => `/api/admin/staff/${encodeURIComponent(userId)}`;

type StaffChange =
  | { kind: 'invite'; invite: StaffInviteInput }
  | { kind: 'role'; userId: string; roleKey: string }
  | { kind: 'suspend' | 'resume' | 'remove'; userId: string };

function sendStaffChange(change: StaffChange) {
  switch (change.kind) {
    case 'invite':
      return apiRequest<StaffMember>('/api/admin/staff', { method: 'POST', body: change.invite });
    case 'role':
      return apiRequest<StaffMember>(member(change.userId), {
        method: 'PUT',
        body: { roleKey: change.roleKey },
      });
    case 'remove':
      return apiRequest<null>(member(change.userId), { method: 'DELETE' });
    default:
      return apiRequest<StaffMember>(`${member(change.userId)}/${change.kind}`, { method: 'POST' });
  }
}

/** Every change to who is on the staff refreshes the list and the roles' member counts. */
export function useStaffChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStaffChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.staff }),
  });
}

type RoleChange =
  | { kind: 'create'; role: StaffRoleInput }
  | { kind: 'update'; key: string; role: StaffRoleInput }
  | { kind: 'delete'; key: string };

function sendRoleChange(change: RoleChange) {
  const path = (key: string) => `/api/admin/roles/${encodeURIComponent(key)}`;
  if (change.kind === 'create') {
    return apiRequest<StaffRole>('/api/admin/roles', { method: 'POST', body: change.role });
  }
  if (change.kind === 'update') {
    return apiRequest<StaffRole>(path(change.key), { method: 'PUT', body: change.role });
  }
  return apiRequest<null>(path(change.key), { method: 'DELETE' });
}

export function useStaffRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRoleChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.staffRoles }),
  });
}
