import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';
import { useAcknowledgeReconciliation, usePayoutFreeze } from '../api/payout-freeze';

/** A problem as the check reports it: its rule and the row, on one line. */
function problemLine(problem: unknown): string {
  if (problem && typeof problem === 'object' && 'rule' in problem) {
    const { rule, row } = problem as { rule: unknown; row?: unknown };
    return `${String(rule)}: ${JSON.stringify(row ?? {})}`;
  }
  return JSON.stringify(problem);
}

/**
 * The payout freeze of a failed reconciliation (docs/decisions/011-payout-safety.md): while no operator has
 * acknowledged the report, no withdrawal is paid or verified and no transfer goes through. Acknowledging says an
 * operator has read it; a later run with a new problem freezes payouts again.
 */
export function PayoutFreezePanel() {
  const freeze = usePayoutFreeze();
  const acknowledge = useAcknowledgeReconciliation();
  const [isConfirming, setIsConfirming] = useState(false);
  if (freeze.isPending) return <p className="mt-3 text-sm text-slate-400">Reading the payout state…</p>;
  if (freeze.isError) return <FormAlert message={errorMessage(freeze.error)} />;
  const { frozen, reconciliation } = freeze.data;
  if (!reconciliation) return null;

  function confirm() {
    if (!reconciliation) return;
    acknowledge.mutate(reconciliation._id, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        setIsConfirming(false);
      },
    });
  }

  return (
    <div className="mt-4 rounded-xl border border-rose-500/40 bg-slate-950/60 p-4">
      {frozen ? (
        <p role="status" className="font-semibold text-rose-300">
          Payouts are paused: no withdrawal is paid or confirmed and no transfer goes through until an operator
          acknowledges this report.
        </p>
      ) : (
        <p role="status" className="font-semibold text-amber-200">
          Payouts are open: {reconciliation.acknowledgedBy?.fullName ?? 'an operator'} acknowledged this report
          {reconciliation.acknowledgedAt ? ` on ${formatDateTime(reconciliation.acknowledgedAt)}` : ''}. A new problem
          pauses them again.
        </p>
      )}
      {reconciliation.problems.length > 0 && (
        <ul aria-label="Problems found" className="mt-3 space-y-1 font-mono text-xs break-all text-slate-300">
          {reconciliation.problems.map((problem, index) => (
            // The report is a fixed list: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id of their own
            <li key={index}>{problemLine(problem)}</li>
          ))}
        </ul>
      )}
      {frozen && (
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          onClick={() => {
            acknowledge.reset();
            setIsConfirming(true);
          }}
        >
          Acknowledge
        </Button>
      )}
      {isConfirming && (
        <Dialog
          title="Acknowledge the reconciliation report?"
          onClose={acknowledge.isPending ? () => {} : () => setIsConfirming(false)}
          maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
        >
          <p className="mt-2 text-slate-200">
            Payouts open again at once. Acknowledge only once you know why the books do not add up; the acknowledgement
            is kept in the audit log under your name.
          </p>
          <div className="mt-4 empty:hidden">
            <FormAlert message={acknowledge.error ? errorMessage(acknowledge.error) : null} />
          </div>
          <DialogActions onCancel={() => setIsConfirming(false)} isBusy={acknowledge.isPending}>
            <Button onClick={confirm} loading={acknowledge.isPending}>
              Acknowledge report
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
