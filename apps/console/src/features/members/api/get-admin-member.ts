// GET /adminApi/members/:_id - one member: profile, wallets, team, orders, deposits, withdrawals, incomes, postings

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_MEMBER_KEY, ADMIN_MEMBERS_KEY, ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export async function getAdminMember(memberId: string) {
  const response = await callApi(adminRoutes.adminMember, { params: { _id: memberId } });
  return response.data;
}

export function adminMemberQuery(memberId: string) {
  return queryOptions({ queryKey: [...ADMIN_MEMBER_KEY, memberId], queryFn: () => getAdminMember(memberId) });
}

export function useAdminMember(memberId: string) {
  return useQuery(adminMemberQuery(memberId));
}

export type AdminMemberDetail = Awaited<ReturnType<typeof getAdminMember>>;

/**
 * After a block, an unblock or an adjustment: the answer is the member as stored, shown without another round
 * trip; the lists, counts and audit log that show the change are fetched again when next on screen.
 */
export function useMemberUpdated() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return (member: AdminMemberDetail) => {
    queryClient.setQueryData(adminMemberQuery(member._id).queryKey, member);
    readAgain(ADMIN_MEMBERS_KEY, ADMIN_OVERVIEW_KEY, ADMIN_AUDIT_KEY);
  };
}
