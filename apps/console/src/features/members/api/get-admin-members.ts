// GET /adminApi/members?search=&kyc=&page= - members and vendors, newest first; search by name, e-mail, phone or
// UID; kyc=pending: the identity checks waiting for review, oldest first

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_MEMBERS_KEY } from '../../../kit/api/query-keys';

export interface MemberSearch {
  /** What the operator typed, trimmed; empty lists everyone. */
  search: string;
  /** Only the members whose identity check waits for review. */
  kycPending?: boolean;
  page: number;
}

export function adminMembersQuery({ search, kycPending, page }: MemberSearch) {
  return apiQuery([...ADMIN_MEMBERS_KEY, search, Boolean(kycPending), page], adminRoutes.adminMembers, {
    query: { search: search || undefined, kyc: kycPending ? 'pending' : undefined, page },
  });
}

// The previous results stay on screen while the next ones load, so the list does not flash.
export function useAdminMembers(members: MemberSearch) {
  return useQuery({ ...adminMembersQuery(members), placeholderData: keepPreviousData });
}

export type AdminMember = ApiData<typeof adminRoutes.adminMembers>['docs'][number];
