// POST /adminApi/members/:_id/block - blocks a member: their sessions end at once and sign-in is refused (audited)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useMemberUpdated } from './get-admin-member';

export function blockMember({ id, reason }: { id: string; reason: string }) {
  return callApi(adminRoutes.adminMemberBlock, { params: { _id: id }, body: { reason } });
}

export function useBlockMember() {
  const memberUpdated = useMemberUpdated();
  return useMutation({ mutationFn: blockMember, onSuccess: (response) => memberUpdated(response.data) });
}
