import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTexts } from '../../../i18n/texts';
import { percent, usdt } from '../../../lib/format';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';
import type { AdminWithdrawal } from '../api/get-admin-withdrawals';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../texts';
import { withdrawalSource } from './admin-withdrawal-item';

interface ApproveWithdrawalDialogProps {
  withdrawal: AdminWithdrawal;
  isApproving: boolean;
  error: string | null;
  onApprove: () => void;
  onClose: () => void;
}

/** The first pair of eyes on a large payout: states what, to whom and where before the approval is given. */
export function ApproveWithdrawalDialog({
  withdrawal,
  isApproving,
  error,
  onApprove,
  onClose,
}: ApproveWithdrawalDialogProps) {
  const { t } = useTexts(CONSOLE_WITHDRAWAL_TEXTS);
  return (
    <Dialog title={t('cwd.approveTitle')} onClose={isApproving ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <p className="mt-2 text-slate-200">
        {t('cwd.approveQuestion', {
          amount: usdt(withdrawal.requestPayment),
          name: withdrawal.member.fullName,
          net: usdt(withdrawal.netAmount),
          percent: percent(withdrawal.chargePercent),
        })}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-slate-400">{t('cwd.email')}</dt>
          <dd className="break-all text-slate-100">{withdrawal.member.email}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cwd.from')}</dt>
          <dd className="text-slate-100">{withdrawalSource(withdrawal)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cwd.address')}</dt>
          <dd className="font-mono break-all text-slate-100 select-all">{withdrawal.address}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {t('cwd.approveNote')}
      </p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isApproving}>
        <Button once onClick={onApprove} loading={isApproving}>
          {t('cwd.approveButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
