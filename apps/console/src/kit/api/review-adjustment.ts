// POST /adminApi/adjustments/:_id/approve and /reject - a second operator approves (posts) or rejects a credit above
// payoutApprovalAbove that another operator requested

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import {
  ADMIN_ADJUSTMENTS_KEY,
  ADMIN_AUDIT_KEY,
  ADMIN_MEMBER_KEY,
  ADMIN_MEMBERS_KEY,
  ADMIN_OVERVIEW_KEY,
} from './query-keys';
import { useReadAgain } from './read-again';

export type AdjustmentReview = 'approve' | 'reject';

export function reviewAdjustment({ id, review }: { id: string; review: AdjustmentReview }) {
  const route = review === 'approve' ? adminRoutes.adminAdjustmentApprove : adminRoutes.adminAdjustmentReject;
  return callApi(route, { params: { _id: id } });
}

export function useReviewAdjustment() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: reviewAdjustment,
    // After a failure too: "already reviewed" means the card on screen is out of date.
    onSettled: () =>
      readAgain(ADMIN_ADJUSTMENTS_KEY, ADMIN_MEMBER_KEY, ADMIN_MEMBERS_KEY, ADMIN_OVERVIEW_KEY, ADMIN_AUDIT_KEY),
  });
}
