import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useTexts } from '../../../../i18n/texts';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
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
    <Dialog title={t('crr.retireTitle')} onClose={isRetiring ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <p className="mt-2 break-words font-semibold text-slate-100">{text}</p>
      <p className="mt-2 text-slate-300">{t('crr.retireWarning')}</p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isRetiring}>
        <Button variant="danger" loading={isRetiring} onClick={onConfirm}>
          {t('crr.retire')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
