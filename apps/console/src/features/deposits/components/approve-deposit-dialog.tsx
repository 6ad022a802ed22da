import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, usdt } from '@app/web-kit/lib/format';
import { ApproveDialog, type ApproveFact } from '../../../kit/components/approve-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { type AdminDeposit, approvesFirst } from '../api/get-admin-deposits';
import { CONSOLE_DEPOSIT_TEXTS } from '../texts';

interface ApproveDepositDialogProps extends DialogState {
  deposit: AdminDeposit;
  onApprove: () => void;
}

/**
 * States what the approval does, and to whom, before it is given: whether it credits the deposit or only records the
 * first of two approvals, whether the chain checked the hash, and who approved it first.
 */
export function ApproveDepositDialog({ deposit, ...dialog }: ApproveDepositDialogProps) {
  const { t } = useTexts(CONSOLE_DEPOSIT_TEXTS);
  const who = t('cdp.who', { amount: usdt(deposit.amount), name: deposit.member.fullName });
  const first = approvesFirst(deposit);
  const facts: ApproveFact[] = [
    { label: t('cdp.email'), value: deposit.member.email, look: 'email' },
    { label: t('cdp.hash'), value: deposit.transaction_id, look: 'code' },
    { label: t('cdp.submittedLabel'), value: formatDateTime(deposit.createdAt), look: 'figure' },
  ];
  if (!deposit.hashCheckedOnChain) facts.push({ label: t('cdp.chainCheck'), value: t('cdp.notCheckedFact') });
  if (deposit.approvedBy) {
    const when = deposit.approvedAt ? `, ${formatDateTime(deposit.approvedAt)}` : '';
    facts.push({ label: t('cdp.approvedFirstLabel'), value: `${deposit.approvedBy.fullName}${when}` });
  }
  return (
    <ApproveDialog
      title={t('cdp.approveTitle')}
      question={t('cdp.approveQuestion', { who })}
      facts={facts}
      warning={first ? t('cdp.approveFirstWarning') : t('cdp.checkFirst')}
      approveLabel={t(first ? 'cdp.approveFirstButton' : 'cdp.approveButton')}
      {...dialog}
    />
  );
}
