import { Button } from '@app/web-kit/components/ui/button';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useOperatorProfile } from '../../../kit/api/get-operator-profile';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../../kit/components/dialog-actions';
import { FormAlert } from '../../../kit/components/form-alert';
import { useAcknowledgeReconciliation, usePayoutFreeze } from '../api/payout-freeze';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

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
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const freeze = usePayoutFreeze();
  const acknowledge = useAcknowledgeReconciliation();
  // Acknowledging lifts the freeze: an owner's act (finance sees the report and the freeze).
  const mayAcknowledge = useOperatorAccess().mayCall('adminReconciliationAcknowledge');
  const [isConfirming, setIsConfirming] = useState(false);
  // Lifting the pause takes two owners (docs/decisions/035-dual-control.md): the first one is not offered it again.
  const profile = useOperatorProfile();
  if (freeze.isPending) return <p className="mt-3 text-sm text-slate-400">{t('cov.readingFreeze')}</p>;
  if (freeze.isError) return <FormAlert message={errorMessage(freeze.error)} />;
  const { frozen, reconciliation } = freeze.data;
  if (!reconciliation) return null;
  const acknowledgedByMe =
    reconciliation.firstAcknowledgedBy !== null && reconciliation.firstAcknowledgedBy._id === profile.data?._id;

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
          {t('cov.paused')}
        </p>
      ) : (
        <p role="status" className="font-semibold text-amber-200">
          {reconciliation.acknowledgedAt
            ? t('cov.openOn', {
                operator: reconciliation.acknowledgedBy?.fullName ?? t('cov.anOperator'),
                time: formatDateTime(reconciliation.acknowledgedAt),
              })
            : t('cov.open', { operator: reconciliation.acknowledgedBy?.fullName ?? t('cov.anOperator') })}
        </p>
      )}
      {frozen && reconciliation.firstAcknowledgedAt && (
        <p className="mt-2 text-sm text-amber-200">
          {reconciliation.firstAcknowledgedBy?._id === profile.data?._id
            ? t('cov.youAcknowledged')
            : t('cov.firstAcknowledged', {
                operator: reconciliation.firstAcknowledgedBy?.fullName ?? t('cov.anOperator'),
                time: formatDateTime(reconciliation.firstAcknowledgedAt),
              })}
        </p>
      )}
      {reconciliation.problems.length > 0 && (
        <ul aria-label={t('cov.problemsFound')} className="mt-3 space-y-1 font-mono text-xs break-all text-slate-300">
          {reconciliation.problems.map((problem, index) => (
            // The report is a fixed list: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id of their own
            <li key={index}>{problemLine(problem)}</li>
          ))}
        </ul>
      )}
      {frozen && mayAcknowledge && !acknowledgedByMe && (
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          onClick={() => {
            acknowledge.reset();
            setIsConfirming(true);
          }}
        >
          {t('cov.acknowledge')}
        </Button>
      )}
      {isConfirming && (
        <Dialog
          title={t('cov.acknowledgeQuestion')}
          onClose={acknowledge.isPending ? () => {} : () => setIsConfirming(false)}
          maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
        >
          <p className="mt-2 text-slate-200">{t('cov.acknowledgeWarning')}</p>
          <div className="mt-4 empty:hidden">
            <FormAlert message={acknowledge.error ? errorMessage(acknowledge.error) : null} />
          </div>
          <DialogActions onCancel={() => setIsConfirming(false)} isBusy={acknowledge.isPending}>
            <Button onClick={confirm} loading={acknowledge.isPending}>
              {t('cov.acknowledgeReport')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </div>
  );
}
