import { useTexts } from '../../../../i18n/texts';
import { ConfirmDialog } from '../../kit/components/console-dialog';
import { CONSOLE_REASON_TEXTS } from '../texts';

interface RetireReasonDialogProps {
  text: string;
  isRetiring: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Retiring keeps the reason for the rejections that used it (docs/product.md#reviews). */
export function RetireReasonDialog({ text, isRetiring, error, onConfirm, onClose }: RetireReasonDialogProps) {
  const { t } = useTexts(CONSOLE_REASON_TEXTS);
  return (
    <ConfirmDialog
      title={t('crr.retireTitle')}
      isBusy={isRetiring}
      error={error}
      confirmLabel={t('crr.retire')}
      variant="danger"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="mt-2 break-words font-semibold text-slate-100">{text}</p>
      <p className="mt-2 text-slate-300">{t('crr.retireWarning')}</p>
    </ConfirmDialog>
  );
}
