import { TICKET_LIMITS } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { ConfirmDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

/** Asks before a ticket leaves the active queue, as the console asks before its other removals. */
export function CloseTicketDialog({ number, ...dialog }: DialogState & { number: number; onConfirm: () => void }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <ConfirmDialog
      title={t('csp.closeTitle', { number: formatNumber(number) })}
      confirmLabel={t('csp.close')}
      variant="danger"
      {...dialog}
    >
      <p className="mt-2 text-slate-300">{t('csp.closeText', { days: formatNumber(TICKET_LIMITS.reopenDays) })}</p>
    </ConfirmDialog>
  );
}
