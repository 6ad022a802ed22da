// POST /adminApi/members/:_id/signinLink - a one-time sign-in link for the member, valid 5 minutes (audited)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

export function createSigninLink(memberId: string) {
  return callApi(adminRoutes.adminMemberSigninLink, { params: { _id: memberId } });
}

export function useCreateSigninLink() {
  return useMutation({ mutationFn: createSigninLink });
}
