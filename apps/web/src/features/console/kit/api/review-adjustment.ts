// POST /adminApi/adjustments/:_id/approve and /reject - a second operator approves (posts) or rejects a credit above
// payoutApprovalAbove that another operator requested
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import {
  ADMIN_ADJUSTMENTS_KEY,
  ADMIN_AUDIT_KEY,
  ADMIN_MEMBER_KEY,
  ADMIN_MEMBERS_KEY,
  ADMIN_OVERVIEW_KEY,
} from './query-keys';

export type AdjustmentReview = 'approve' | 'reject';

export function reviewAdjustment({ id, review }: { id: string; review: AdjustmentReview }) {
  const route = review === 'approve' ? adminRoutes.adminAdjustmentApprove : adminRoutes.adminAdjustmentReject;
  return callApi(route, { params: { _id: id } });
}

export function useReviewAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdjustment,
    // After a failure too: "already reviewed" means the card on screen is out of date.
    onSettled: () => {
      const keys = [ADMIN_ADJUSTMENTS_KEY, ADMIN_MEMBER_KEY, ADMIN_MEMBERS_KEY, ADMIN_OVERVIEW_KEY, ADMIN_AUDIT_KEY];
      for (const queryKey of keys) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
