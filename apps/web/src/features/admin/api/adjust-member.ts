// POST /adminApi/members/:_id/adjust - credits or debits one wallet with a reason, refused below zero (audited)
import type { adjustBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import { useMemberUpdated } from './get-admin-member';

export type Adjustment = z.input<typeof adjustBody>;

export function adjustMember({ id, adjustment }: { id: string; adjustment: Adjustment }) {
  return callApi(adminRoutes.adminMemberAdjust, { params: { _id: id }, body: adjustment });
}

export function useAdjustMember() {
  const memberUpdated = useMemberUpdated();
  return useMutation({ mutationFn: adjustMember, onSuccess: (response) => memberUpdated(response.data) });
}
