import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useTexts } from '../../../../i18n/texts';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

interface RemoveSavedReplyDialogProps {
  title: string;
  isRemoving: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveSavedReplyDialog({ title, isRemoving, error, onConfirm, onClose }: RemoveSavedReplyDialogProps) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <Dialog
      title={t('csp.removeTitle', { title })}
      onClose={isRemoving ? () => {} : onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-2 text-slate-300">{t('csp.removeText')}</p>
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isRemoving}>
        <Button variant="danger" loading={isRemoving} onClick={onConfirm}>
          {t('csp.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
