import { useTexts } from '../../../../i18n/texts';
import { ConfirmDialog } from '../../kit/components/console-dialog';
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
    <ConfirmDialog
      title={t('csp.removeTitle', { title })}
      isBusy={isRemoving}
      error={error}
      confirmLabel={t('csp.remove')}
      variant="danger"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="mt-2 text-slate-300">{t('csp.removeText')}</p>
    </ConfirmDialog>
  );
}
