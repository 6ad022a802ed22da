import { useTexts } from '../../../../i18n/texts';
import { formatDateTime, usdt } from '../../../../lib/format';
import { ApproveDialog } from '../../kit/components/approve-dialog';
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
    <ApproveDialog
      title={t('cdp.approveTitle')}
      question={t('cdp.approveQuestion', { who })}
      facts={[
        { label: t('cdp.email'), value: deposit.member.email, look: 'email' },
        { label: t('cdp.hash'), value: deposit.transaction_id, look: 'code' },
        { label: t('cdp.submittedLabel'), value: formatDateTime(deposit.createdAt), look: 'figure' },
      ]}
      warning={t('cdp.checkFirst')}
      approveLabel={t('cdp.approveButton')}
      isApproving={isApproving}
      error={error}
      onApprove={onApprove}
      onClose={onClose}
    />
  );
}
