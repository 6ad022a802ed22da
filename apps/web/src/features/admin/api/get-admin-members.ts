// GET /adminApi/members?search=&page= - members and vendors, newest first; search by name, e-mail, phone or UID
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import { ADMIN_MEMBERS_KEY } from './query-keys';

export interface MemberSearch {
  /** What the operator typed, trimmed; empty lists everyone. */
  search: string;
  page: number;
}

export async function getAdminMembers({ search, page }: MemberSearch) {
  const response = await callApi(adminRoutes.adminMembers, { query: { search: search || undefined, page } });
  return response.data;
}

export function adminMembersQuery(members: MemberSearch) {
  return queryOptions({
    queryKey: [...ADMIN_MEMBERS_KEY, members.search, members.page],
    queryFn: () => getAdminMembers(members),
  });
}

// The previous results stay on screen while the next ones load, so the list does not flash.
export function useAdminMembers(members: MemberSearch) {
  return useQuery({ ...adminMembersQuery(members), placeholderData: keepPreviousData });
}

export type AdminMember = Awaited<ReturnType<typeof getAdminMembers>>['docs'][number];
