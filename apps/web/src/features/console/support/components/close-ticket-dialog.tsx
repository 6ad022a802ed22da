import { TICKET_LIMITS } from '@app/contract';
import { useTexts } from '../../../../i18n/texts';
import { formatNumber } from '../../../../lib/format';
import { ConfirmDialog } from '../../kit/components/console-dialog';
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
    <ConfirmDialog
      title={t('csp.closeTitle', { number: formatNumber(number) })}
      isBusy={isClosing}
      error={error}
      confirmLabel={t('csp.close')}
      variant="danger"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="mt-2 text-slate-300">{t('csp.closeText', { days: formatNumber(TICKET_LIMITS.reopenDays) })}</p>
    </ConfirmDialog>
  );
}
