import type { AdjustmentRow } from '@app/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSingleFlight } from '../../../lib/single-flight';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { useOperatorProfile } from '../api/get-operator-profile';
import { type AdjustmentReview, useReviewAdjustment } from '../api/review-adjustment';
import { FormAlert } from './form-alert';

interface AdjustmentReviewActionsProps {
  adjustment: AdjustmentRow;
  /** What the buttons act on, for screen readers: "2,500.00 USDT to the Flexible wallet". */
  label: string;
}

/**
 * A pending credit's second pair of eyes (docs/decisions/007-operator-console.md): Approve and Reject for any operator
 * but the one who asked, who sees it waiting instead (the API refuses them too). The server's refusal stays beside
 * the buttons it answers, and one click sends one request: approving posts money.
 */
export function AdjustmentReviewActions({ adjustment, label }: AdjustmentReviewActionsProps) {
  const { data: me } = useOperatorProfile();
  const review = useReviewAdjustment();
  const flight = useSingleFlight();
  // Until the profile says who is signed in, the requester could be shown buttons the server would refuse.
  if (adjustment.status !== 'pending' || !me) return null;
  if (me._id === adjustment.requestedBy._id) {
    return (
      <p className="mt-3 text-sm text-amber-200">
        <Badge tone="amber">Waiting for a second operator</Badge> You asked for it, so another operator approves or
        rejects it.
      </p>
    );
  }

  const act = (kind: AdjustmentReview) =>
    void flight.run(async () => {
      const answer = await review.mutateAsync({ id: adjustment._id, review: kind });
      notifySuccess(answer.message);
    });
  const isActing = (kind: AdjustmentReview) => flight.busy && review.variables?.review === kind;
  return (
    <div className="mt-3 space-y-3">
      <FormAlert message={review.error ? errorMessage(review.error) : null} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          className="min-h-10 px-4 text-sm"
          loading={isActing('reject')}
          disabled={flight.busy}
          onClick={() => act('reject')}
          aria-label={`Reject ${label}`}
        >
          Reject
        </Button>
        <Button
          className="min-h-10 px-4 text-sm"
          loading={isActing('approve')}
          disabled={flight.busy}
          onClick={() => act('approve')}
          aria-label={`Approve ${label}`}
        >
          Approve
        </Button>
      </div>
    </div>
  );
}
