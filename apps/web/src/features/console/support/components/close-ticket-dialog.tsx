import { TICKET_LIMITS } from '@app/contract';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useTexts } from '../../../../i18n/texts';
import { formatNumber } from '../../../../lib/format';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

interface CloseTicketDialogProps {
  number: number;
  isClosing: boolean;
  /** The server's answer to the last attempt, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a ticket leaves the active queue, as the console asks before its other removals. */
export function CloseTicketDialog({ number, isClosing, error, onConfirm, onClose }: CloseTicketDialogProps) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <Dialog
      title={t('csp.closeTitle', { number: formatNumber(number) })}
      onClose={isClosing ? () => {} : onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-2 text-slate-300">{t('csp.closeText', { days: formatNumber(TICKET_LIMITS.reopenDays) })}</p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isClosing}>
        <Button variant="danger" loading={isClosing} onClick={onConfirm}>
          {t('csp.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
