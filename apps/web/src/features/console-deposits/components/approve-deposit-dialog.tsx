import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTexts } from '../../../i18n/texts';
import { formatDateTime, usdt } from '../../../lib/format';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';
import type { AdminDeposit } from '../api/get-admin-deposits';
import { CONSOLE_DEPOSIT_TEXTS } from '../texts';

interface ApproveDepositDialogProps {
  deposit: AdminDeposit;
  isApproving: boolean;
  error: string | null;
  onApprove: () => void;
  onClose: () => void;
}

/** States what the approval credits, and to whom, before it is given. */
export function ApproveDepositDialog({ deposit, isApproving, error, onApprove, onClose }: ApproveDepositDialogProps) {
  const { t } = useTexts(CONSOLE_DEPOSIT_TEXTS);
  const who = t('cdp.who', { amount: usdt(deposit.amount), name: deposit.member.fullName });
  return (
    <Dialog title={t('cdp.approveTitle')} onClose={isApproving ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <p className="mt-2 text-slate-200">{t('cdp.approveQuestion', { who })}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-slate-400">{t('cdp.email')}</dt>
          <dd className="break-all text-slate-100">{deposit.member.email}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cdp.hash')}</dt>
          <dd className="font-mono break-all text-slate-100 select-all">{deposit.transaction_id}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cdp.submittedLabel')}</dt>
          <dd className="text-slate-100 tabular-nums">{formatDateTime(deposit.createdAt)}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {t('cdp.checkFirst')}
      </p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isApproving}>
        <Button once onClick={onApprove} loading={isApproving}>
          {t('cdp.approveButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
