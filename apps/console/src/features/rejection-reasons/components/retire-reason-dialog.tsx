import { useTexts } from '@app/web-kit/i18n/texts';
import { ConfirmDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_REASON_TEXTS } from '../texts';

/** Retiring keeps the reason for the rejections that used it (docs/product.md#reviews). */
export function RetireReasonDialog({ text, ...dialog }: DialogState & { text: string; onConfirm: () => void }) {
  const { t } = useTexts(CONSOLE_REASON_TEXTS);
  return (
    <ConfirmDialog title={t('crr.retireTitle')} confirmLabel={t('crr.retire')} variant="danger" {...dialog}>
      <p className="mt-2 break-words font-semibold text-slate-100">{text}</p>
      <p className="mt-2 text-slate-300">{t('crr.retireWarning')}</p>
    </ConfirmDialog>
  );
}
