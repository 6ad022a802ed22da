import type { AdjustmentRow } from '@app/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTexts } from '../../../i18n/texts';
import { formatDateTime } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/single-flight';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { useOperatorProfile } from '../api/get-operator-profile';
import { type AdjustmentReview, useReviewAdjustment } from '../api/review-adjustment';
import { CONSOLE_TEXTS } from '../texts';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from './dialog-actions';
import { FormAlert } from './form-alert';

interface AdjustmentReviewActionsProps {
  adjustment: AdjustmentRow;
  /** What the buttons act on, for screen readers: "2,500.00 USDT to the Flexible wallet". */
  label: string;
}

/** States what approving posts, and on whose word, before the money moves (as deposits and withdrawals ask). */
function ApproveCreditDialog(props: {
  adjustment: AdjustmentRow;
  label: string;
  isApproving: boolean;
  error: string | null;
  onApprove: () => void;
  onClose: () => void;
}) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { adjustment, isApproving } = props;
  return (
    <Dialog
      title={t('con.approveCredit')}
      onClose={isApproving ? () => {} : props.onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-2 text-slate-200">{t('con.approveQuestion', { what: props.label })}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-slate-400">{t('con.reason')}</dt>
          <dd className="break-words text-slate-100">{adjustment.reason}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('con.requestedBy')}</dt>
          <dd className="text-slate-100">
            {adjustment.requestedBy.fullName}, {formatDateTime(adjustment.requestedAt)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {t('con.creditWarning')}
      </p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={props.error} />
      </div>
      <DialogActions onCancel={props.onClose} isBusy={isApproving}>
        <Button once onClick={props.onApprove} loading={isApproving}>
          {t('con.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A pending credit's second pair of eyes (docs/decisions/007-operator-console.md): Approve and Reject for any operator
 * but the one who asked, who sees it waiting instead (the API refuses them too). Approving posts money, so it asks
 * first, in a dialog stating the credit; rejecting moves nothing and does not. The server's refusal stays beside the
 * buttons it answers, and one click sends one request.
 */
export function AdjustmentReviewActions({ adjustment, label }: AdjustmentReviewActionsProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { data: me } = useOperatorProfile();
  const review = useReviewAdjustment();
  const flight = useSingleFlight();
  const [confirming, setConfirming] = useState(false);
  // Until the profile says who is signed in, the requester could be shown buttons the server would refuse.
  if (adjustment.status !== 'pending' || !me) return null;
  if (me._id === adjustment.requestedBy._id) {
    return (
      <p className="mt-3 text-sm text-amber-200">
        <Badge tone="amber">{t('con.waitingSecond')}</Badge> {t('con.youAsked')}
      </p>
    );
  }

  const act = (kind: AdjustmentReview) =>
    void flight.run(async () => {
      const answer = await review.mutateAsync({ id: adjustment._id, review: kind });
      setConfirming(false);
      notifySuccess(answer.message);
    });
  const error = review.error ? errorMessage(review.error) : null;
  const isActing = (kind: AdjustmentReview) => flight.busy && review.variables?.review === kind;
  return (
    <div className="mt-3 space-y-3">
      {!confirming && <FormAlert message={error} />}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          className="min-h-10 px-4 text-sm"
          loading={isActing('reject')}
          disabled={flight.busy}
          onClick={() => act('reject')}
          aria-label={t('con.rejectLabel', { what: label })}
        >
          {t('con.reject')}
        </Button>
        <Button
          className="min-h-10 px-4 text-sm"
          loading={isActing('approve')}
          disabled={flight.busy}
          onClick={() => {
            review.reset();
            setConfirming(true);
          }}
          aria-label={t('con.approveLabel', { what: label })}
        >
          {t('con.approve')}
        </Button>
      </div>
      {confirming && (
        <ApproveCreditDialog
          adjustment={adjustment}
          label={label}
          isApproving={isActing('approve')}
          error={error}
          onApprove={() => act('approve')}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
