import type { AdjustmentRow } from '@app/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime, usdt } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { useOperatorProfile } from '../api/get-operator-profile';
import { useReviewAdjustment } from '../api/review-adjustment';
import { FormAlert } from './form-alert';
import { WALLET_LABELS } from './member-labels';

const KIND_LABEL: Record<AdjustmentRow['kind'], string> = { correction: 'Correction', bonus: 'Bonus' };

/**
 * Credits above the approval limit, waiting for a second operator (docs/decisions/007-operator-console.md): another
 * operator approves or rejects each; the one who asked sees it waiting and has no button (the API refuses them too).
 */
export function PendingAdjustmentsCard({ adjustments }: { adjustments: AdjustmentRow[] }) {
  const { data: me } = useOperatorProfile();
  const review = useReviewAdjustment();
  if (adjustments.length === 0) return null;

  return (
    <Card aria-labelledby="pending-adjustments">
      <h2 id="pending-adjustments" className="text-lg font-semibold text-slate-50">
        Adjustments waiting for approval
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        Nothing is credited until an operator other than the one who asked approves it.
      </p>
      <FormAlert message={review.error ? errorMessage(review.error) : null} />
      <ul className="mt-4 space-y-3">
        {adjustments.map((adjustment) => {
          const isMine = me?._id === adjustment.requestedBy._id;
          const label = `${usdt(adjustment.amount)} to the ${WALLET_LABELS[adjustment.wallet]}`;
          const busy = review.isPending && review.variables?.id === adjustment._id;
          const act = (kind: 'approve' | 'reject') =>
            review.mutate(
              { id: adjustment._id, review: kind },
              { onSuccess: (answer) => notifySuccess(answer.message) },
            );
          return (
            <li key={adjustment._id} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-teal-200 tabular-nums">+{usdt(adjustment.amount)}</span>
                <Badge tone="slate">{WALLET_LABELS[adjustment.wallet]}</Badge>
                <Badge tone="blue">{KIND_LABEL[adjustment.kind]}</Badge>
              </div>
              <p className="mt-2 break-words text-sm text-slate-200">{adjustment.reason}</p>
              <p className="mt-1 text-sm text-slate-400">
                Requested by {adjustment.requestedBy.fullName} on{' '}
                <time dateTime={adjustment.requestedAt} className="tabular-nums">
                  {formatDateTime(adjustment.requestedAt)}
                </time>
              </p>
              {isMine ? (
                <p className="mt-3 text-sm text-amber-200">
                  <Badge tone="amber">Waiting for a second operator</Badge> You asked for it, so another operator
                  approves or rejects it.
                </p>
              ) : (
                <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
                  <Button
                    variant="secondary"
                    className="min-h-10 px-4 text-sm"
                    disabled={review.isPending}
                    onClick={() => act('reject')}
                    aria-label={`Reject ${label}`}
                  >
                    Reject
                  </Button>
                  <Button
                    className="min-h-10 px-4 text-sm"
                    loading={busy && review.variables?.review === 'approve'}
                    disabled={review.isPending}
                    onClick={() => act('approve')}
                    aria-label={`Approve ${label}`}
                  >
                    Approve
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
