import { useTexts } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import { ApproveDialog } from '../../../kit/components/approve-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { AdminWithdrawal } from '../api/get-admin-withdrawals';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../texts';
import { withdrawalSource } from './admin-withdrawal-item';

interface ApproveWithdrawalDialogProps extends DialogState {
  withdrawal: AdminWithdrawal;
  onApprove: () => void;
}

/** The first pair of eyes on a large payout: states what, to whom and where before the approval is given. */
export function ApproveWithdrawalDialog({ withdrawal, ...dialog }: ApproveWithdrawalDialogProps) {
  const { t } = useTexts(CONSOLE_WITHDRAWAL_TEXTS);
  return (
    <ApproveDialog
      title={t('cwd.approveTitle')}
      question={t('cwd.approveQuestion', {
        amount: usdt(withdrawal.requestPayment),
        name: withdrawal.member.fullName,
        net: usdt(withdrawal.netAmount),
        percent: percent(withdrawal.chargePercent),
      })}
      facts={[
        { label: t('cwd.email'), value: withdrawal.member.email, look: 'email' },
        { label: t('cwd.from'), value: withdrawalSource(withdrawal) },
        { label: t('cwd.address'), value: withdrawal.address, look: 'code' },
      ]}
      warning={t('cwd.approveNote')}
      approveLabel={t('cwd.approveButton')}
      {...dialog}
    />
  );
}
