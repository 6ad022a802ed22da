import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { usdt } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';
import { type runSettlement, useRunSettlement } from '../api/run-settlement';

type Settlement = Awaited<ReturnType<typeof runSettlement>>['data'];

function outcome({ day, members, paidOrders, amount }: Settlement): string {
  return `${day}: ${paidOrders} order${paidOrders === 1 ? '' : 's'} of ${members} member${members === 1 ? '' : 's'} paid, ${usdt(amount)} in all.`;
}

/** Today's profit for everyone, now: what the automatic job does (docs/product.md#daily-profit). */
export function SettlementCard() {
  const run = useRunSettlement();
  const [isConfirming, setIsConfirming] = useState(false);
  const [last, setLast] = useState<Settlement | null>(null);

  function confirm() {
    run.mutate(undefined, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        setLast(response.data);
        setIsConfirming(false);
      },
    });
  }

  return (
    <Card aria-labelledby="settlement-title">
      <h2 id="settlement-title" className="text-lg font-semibold text-slate-50">
        Daily settlement
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Pays today's profit of every active order not paid yet today, as the automatic settlement does. Nothing is paid
        twice.
      </p>
      {last && (
        <p role="status" className="mt-3 text-sm text-teal-200">
          {outcome(last)}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        onClick={() => {
          run.reset();
          setIsConfirming(true);
        }}
      >
        Run settlement now
      </Button>
      {isConfirming && (
        <Dialog
          title="Run today's settlement?"
          onClose={run.isPending ? () => {} : () => setIsConfirming(false)}
          maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
        >
          <p className="mt-2 text-slate-200">
            Every member's active orders that are still due today are paid now, with their level income.
          </p>
          <div className="mt-4 empty:hidden">
            <FormAlert message={run.error ? errorMessage(run.error) : null} />
          </div>
          <DialogActions onCancel={() => setIsConfirming(false)} isBusy={run.isPending}>
            <Button onClick={confirm} loading={run.isPending}>
              Run settlement
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}
