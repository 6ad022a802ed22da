import { useTexts } from '@app/web-kit/i18n/texts';
import { ConfirmDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_ANNOUNCEMENT_TEXTS } from '../texts';

/** Withdrawing keeps the announcement for the record (docs/decisions/031-announcements.md). */
export function WithdrawAnnouncementDialog({
  title,
  ...dialog
}: DialogState & { title: string; onConfirm: () => void }) {
  const { t } = useTexts(CONSOLE_ANNOUNCEMENT_TEXTS);
  return (
    <ConfirmDialog title={t('can.withdrawTitle')} confirmLabel={t('can.withdraw')} variant="danger" {...dialog}>
      <p className="mt-2 break-words font-semibold text-slate-100">{title}</p>
      <p className="mt-2 text-slate-300">{t('can.withdrawWarning')}</p>
    </ConfirmDialog>
  );
}
