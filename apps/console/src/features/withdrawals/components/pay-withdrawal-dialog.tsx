import { MSG } from '@app/contract';
import { CopyButton } from '@app/web-kit/components/ui/copy-button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { AdminWithdrawal } from '../api/get-admin-withdrawals';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../texts';
import { withdrawalSource } from './admin-withdrawal-item';

interface PayWithdrawalDialogProps extends DialogState {
  withdrawal: AdminWithdrawal;
  onPay: (transactionHash: string) => void;
}

/** The operator sends the net amount to the address first, then records the payout's hash here. */
export function PayWithdrawalDialog({ withdrawal, onPay, ...dialog }: PayWithdrawalDialogProps) {
  const { t } = useTexts(CONSOLE_WITHDRAWAL_TEXTS);
  const { field, handleSubmit } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.payWithdrawalBody),
    { defaultValues: { transactionHash: '' } },
  );

  return (
    <FormDialog
      title={t('cwd.payTitle')}
      submitLabel={t('cwd.markPaid')}
      onSubmit={handleSubmit(({ transactionHash }) => onPay(transactionHash))}
      {...dialog}
    >
      <p className="mt-2 text-slate-200">
        {t('cwd.payQuestion', { amount: usdt(withdrawal.netAmount), name: withdrawal.member.fullName })}
      </p>
      <div className="mt-3 flex items-center gap-2 rounded-xl border border-slate-700 bg-slate-950/60 py-1 pr-1 pl-4">
        <p className="min-w-0 flex-1 py-2 font-mono text-sm break-all text-slate-100 select-all">
          {withdrawal.address}
        </p>
        <CopyButton
          text={withdrawal.address}
          copiedMessage={MSG.addressCopied}
          failedMessage={`${MSG.copyFailed} ${withdrawal.address}`}
          label={t('cwd.copyAddress')}
        />
      </div>
      <p className="mt-3 text-sm text-slate-400">
        {t('cwd.asked', {
          source: withdrawalSource(withdrawal),
          amount: usdt(withdrawal.requestPayment),
          charge: usdt(withdrawal.charge),
          percent: percent(withdrawal.chargePercent),
        })}
      </p>
      {withdrawal.needsApproval && !withdrawal.approvedBy && (
        <p className="mt-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
          {t('cwd.notApproved')}
        </p>
      )}
      {withdrawal.approvedBy && (
        <p className="mt-3 text-sm text-slate-300">{t('cwd.approvedOnly', { name: withdrawal.approvedBy.fullName })}</p>
      )}
      {withdrawal.payoutCheck === 'chain' ? (
        <p className="mt-3 text-sm text-slate-300">{t('cwd.chainCheck', { amount: usdt(withdrawal.netAmount) })}</p>
      ) : (
        <p className="mt-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
          {t('cwd.noCheck')}
        </p>
      )}
      <TextField
        label={t('cwd.payoutHash')}
        className="mt-4 [&_input]:font-mono"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="0x…"
        {...field('transactionHash')}
      />
    </FormDialog>
  );
}
