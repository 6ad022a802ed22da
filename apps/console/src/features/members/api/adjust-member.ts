// POST /adminApi/members/:_id/adjust - credits or debits one wallet with a reason, refused below zero (audited)
import type { adjustBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_ADJUSTMENTS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';
import { useMemberUpdated } from './get-admin-member';

export type Adjustment = z.input<typeof adjustBody>;

export function adjustMember({ id, adjustment }: { id: string; adjustment: Adjustment }) {
  return callApi(adminRoutes.adminMemberAdjust, { params: { _id: id }, body: adjustment });
}

export function useAdjustMember() {
  const memberUpdated = useMemberUpdated();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: adjustMember,
    onSuccess: (response) => {
      memberUpdated(response.data);
      // A credit above the limit joins the queue of credits waiting for approval.
      readAgain(ADMIN_ADJUSTMENTS_KEY);
    },
  });
}
