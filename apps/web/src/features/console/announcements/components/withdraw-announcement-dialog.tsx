import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useTexts } from '../../../../i18n/texts';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
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
  const { isWithdrawing, onClose } = props;
  return (
    <Dialog
      title={t('can.withdrawTitle')}
      onClose={isWithdrawing ? () => {} : onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-2 break-words font-semibold text-slate-100">{props.title}</p>
      <p className="mt-2 text-slate-300">{t('can.withdrawWarning')}</p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={props.error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isWithdrawing}>
        <Button variant="danger" loading={isWithdrawing} onClick={props.onConfirm}>
          {t('can.withdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
