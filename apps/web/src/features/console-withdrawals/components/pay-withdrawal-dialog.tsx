import { MSG, type payWithdrawalBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { percent, usdt } from '../../../lib/format';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';
import type { AdminWithdrawal } from '../api/get-admin-withdrawals';
import { withdrawalSource } from './admin-withdrawal-item';

interface PayWithdrawalDialogProps {
  withdrawal: AdminWithdrawal;
  isPaying: boolean;
  error: string | null;
  onPay: (transactionHash: string) => void;
  onClose: () => void;
}

/** The operator sends the net amount to the address first, then records the payout's hash here. */
export function PayWithdrawalDialog({ withdrawal, isPaying, error, onPay, onClose }: PayWithdrawalDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof payWithdrawalBody>, unknown, z.output<typeof payWithdrawalBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.payWithdrawalBody)),
    defaultValues: { transactionHash: '' },
  });

  return (
    <Dialog title="Pay withdrawal" onClose={isPaying ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <form noValidate onSubmit={handleSubmit(({ transactionHash }) => onPay(transactionHash))}>
        <p className="mt-2 text-slate-200">
          {`Pay ${usdt(withdrawal.netAmount)} to ${withdrawal.member.fullName}?`} Send it to this address, then record
          the payout's transaction hash.
        </p>
        <div className="mt-3 flex items-center gap-2 rounded-xl border border-slate-700 bg-slate-950/60 py-1 pr-1 pl-4">
          <p className="min-w-0 flex-1 py-2 font-mono text-sm break-all text-slate-100 select-all">
            {withdrawal.address}
          </p>
          <CopyButton
            text={withdrawal.address}
            copiedMessage={MSG.addressCopied}
            failedMessage={`${MSG.copyFailed} ${withdrawal.address}`}
            label="Copy address"
          />
        </div>
        <p className="mt-3 text-sm text-slate-400">
          {withdrawalSource(withdrawal)}: {usdt(withdrawal.requestPayment)} asked, {usdt(withdrawal.charge)} charge (
          {percent(withdrawal.chargePercent)}).
        </p>
        {withdrawal.needsApproval && !withdrawal.approvedBy && (
          <p className="mt-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
            Not approved yet: above the approval limit, another operator approves it before it can be paid.
          </p>
        )}
        {withdrawal.approvedBy && (
          <p className="mt-3 text-sm text-slate-300">
            Approved by {withdrawal.approvedBy.fullName}: only another operator can pay it.
          </p>
        )}
        {withdrawal.payoutCheck === 'chain' ? (
          <p className="mt-3 text-sm text-slate-300">
            The hash is checked on BNB Smart Chain before it is recorded: a final USDT transfer of exactly{' '}
            {usdt(withdrawal.netAmount)} from the treasury address to this address.
          </p>
        ) : (
          <p className="mt-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
            The hash is recorded as given and not checked on chain: make sure it is the transfer you sent.
          </p>
        )}
        <TextField
          label="Payout transaction hash"
          className="mt-4 [&_input]:font-mono"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          error={errors.transactionHash?.message}
          {...register('transactionHash')}
        />
        <div className="mt-4 empty:hidden">
          <FormAlert message={error} />
        </div>
        <DialogActions onCancel={onClose} isBusy={isPaying}>
          <Button type="submit" loading={isPaying}>
            Mark as paid
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
