// POST /adminApi/members/:_id/unblock - lets a blocked member sign in again (audited)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useMemberUpdated } from './get-admin-member';

export function unblockMember(memberId: string) {
  return callApi(adminRoutes.adminMemberUnblock, { params: { _id: memberId } });
}

export function useUnblockMember() {
  const memberUpdated = useMemberUpdated();
  return useMutation({ mutationFn: unblockMember, onSuccess: (response) => memberUpdated(response.data) });
}
