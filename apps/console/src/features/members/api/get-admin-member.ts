// GET /adminApi/members/:_id - one member: profile, wallets, team, orders, deposits, withdrawals, incomes, postings

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_MEMBER_KEY, ADMIN_MEMBERS_KEY, ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';
import { useStoreAnswer } from '../../../kit/api/read-again';

export function adminMemberQuery(memberId: string) {
  return apiQuery([...ADMIN_MEMBER_KEY, memberId], adminRoutes.adminMember, { params: { _id: memberId } });
}

export function useAdminMember(memberId: string) {
  return useQuery(adminMemberQuery(memberId));
}

export type AdminMemberDetail = ApiData<typeof adminRoutes.adminMember>;

/** After a block, an unblock or an adjustment: the member as stored; the lists, counts and audit log read again. */
export function useMemberUpdated() {
  const store = useStoreAnswer(ADMIN_MEMBERS_KEY, ADMIN_OVERVIEW_KEY, ADMIN_AUDIT_KEY);
  return (member: AdminMemberDetail) => store(adminMemberQuery(member._id).queryKey, member);
}
