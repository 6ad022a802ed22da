import { useTexts } from '../../../../i18n/texts';
import { ConfirmDialog } from '../../kit/components/console-dialog';
import { CONSOLE_ANNOUNCEMENT_TEXTS } from '../texts';

interface WithdrawAnnouncementDialogProps {
  title: string;
  isWithdrawing: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Withdrawing keeps the announcement for the record (docs/decisions/031-announcements.md). */
export function WithdrawAnnouncementDialog(props: WithdrawAnnouncementDialogProps) {
  const { t } = useTexts(CONSOLE_ANNOUNCEMENT_TEXTS);
  return (
    <ConfirmDialog
      title={t('can.withdrawTitle')}
      isBusy={props.isWithdrawing}
      error={props.error}
      confirmLabel={t('can.withdraw')}
      variant="danger"
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <p className="mt-2 break-words font-semibold text-slate-100">{props.title}</p>
      <p className="mt-2 text-slate-300">{t('can.withdrawWarning')}</p>
    </ConfirmDialog>
  );
}
