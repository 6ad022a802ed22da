import type { AdjustmentRow } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useOperatorAccess } from '../api/operator-access';
import { type AdjustmentReview, useReviewAdjustment } from '../api/review-adjustment';
import { CONSOLE_TEXTS } from '../texts';
import { ApproveDialog } from './approve-dialog';
import { SecondReview } from './second-review';

interface AdjustmentReviewActionsProps {
  adjustment: AdjustmentRow;
  /** What the buttons act on, for screen readers: "2,500.00 USDT to the Flexible wallet". */
  label: string;
}

/**
 * A pending credit's second pair of eyes (docs/decisions/007-operator-console.md): Approve and Reject for any operator
 * of a role that moves money but the one who asked, who sees it waiting instead (the API refuses them too). Approving
 * posts money, so it asks first, in a dialog stating the credit; rejecting moves nothing and does not. The server's
 * refusal stays beside the buttons it answers, and one click sends one request.
 */
export function AdjustmentReviewActions({ adjustment, label }: AdjustmentReviewActionsProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { mayCall } = useOperatorAccess();
  const review = useReviewAdjustment();
  const flight = useSingleFlight();
  const [confirming, setConfirming] = useState(false);
  // A role without money actions (support reading a member) sees the credit and no decision on it.
  if (adjustment.status !== 'pending' || !mayCall('adminAdjustmentApprove')) return null;

  const act = (kind: AdjustmentReview) =>
    void flight.run(async () => {
      const answer = await review.mutateAsync({ id: adjustment._id, review: kind });
      setConfirming(false);
      notifySuccess(answer.message);
    });
  const error = review.error ? errorMessage(review.error) : null;
  const acting = flight.busy ? review.variables?.review : undefined;
  return (
    <SecondReview
      requestedById={adjustment.requestedBy._id}
      request="credit"
      what={label}
      acting={acting}
      busy={flight.busy}
      onReject={() => act('reject')}
      onApprove={() => {
        review.reset();
        setConfirming(true);
      }}
      error={confirming ? null : error}
      className="mt-3"
    >
      {confirming && (
        <ApproveDialog
          title={t('con.approveCredit')}
          question={t('con.approveQuestion', { what: label })}
          facts={[
            { label: t('con.reason'), value: adjustment.reason, look: 'prose' },
            {
              label: t('con.requestedBy'),
              value: `${adjustment.requestedBy.fullName}, ${formatDateTime(adjustment.requestedAt)}`,
            },
          ]}
          warning={t('con.creditWarning')}
          approveLabel={t('con.approve')}
          isBusy={acting === 'approve'}
          error={error}
          onApprove={() => act('approve')}
          onClose={() => setConfirming(false)}
        />
      )}
    </SecondReview>
  );
}
