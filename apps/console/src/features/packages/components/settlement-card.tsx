import { Button } from '@app/web-kit/components/ui/button';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../../kit/components/dialog-actions';
import { FormAlert } from '../../../kit/components/form-alert';
import { TitledCard } from '../../../kit/components/titled-card';
import { type runSettlement, useRunSettlement } from '../api/run-settlement';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';

type Settlement = Awaited<ReturnType<typeof runSettlement>>['data'];

function outcome({ day, members, paidOrders, amount }: Settlement): string {
  const text = (key: keyof typeof CONSOLE_PACKAGE_TEXTS, number: number) =>
    textOf(CONSOLE_PACKAGE_TEXTS, key, { number: formatNumber(number) });
  return textOf(CONSOLE_PACKAGE_TEXTS, 'cpk.outcome', {
    day,
    orders: text(paidOrders === 1 ? 'cpk.oneOrder' : 'cpk.orders', paidOrders),
    members: text(members === 1 ? 'cpk.oneMember' : 'cpk.members', members),
    amount: usdt(amount),
  });
}

/** Today's profit for everyone, now: what the automatic job does (docs/product.md#daily-profit). */
export function SettlementCard() {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
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
    <TitledCard
      id="settlement-title"
      title={t('cpk.settlement')}
      note={t('cpk.settlementNote')}
      noteClassName="mt-1 text-sm text-slate-300"
    >
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
        {t('cpk.runNow')}
      </Button>
      {isConfirming && (
        <Dialog
          title={t('cpk.runQuestion')}
          onClose={run.isPending ? () => {} : () => setIsConfirming(false)}
          maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
        >
          <p className="mt-2 text-slate-200">{t('cpk.runWarning')}</p>
          <div className="mt-4 empty:hidden">
            <FormAlert message={run.error ? errorMessage(run.error) : null} />
          </div>
          <DialogActions onCancel={() => setIsConfirming(false)} isBusy={run.isPending}>
            <Button onClick={confirm} loading={run.isPending}>
              {t('cpk.run')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </TitledCard>
  );
}
