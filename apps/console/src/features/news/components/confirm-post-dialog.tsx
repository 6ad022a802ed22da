import { Button } from '@app/web-kit/components/ui/button';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import { useTexts } from '@app/web-kit/i18n/texts';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../../kit/components/dialog-actions';
import { CONSOLE_NEWS_TEXTS } from '../texts';

interface ConfirmPostDialogProps {
  kind: 'unpublish' | 'delete';
  title: string;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a post leaves the site or a draft is deleted, as the console asks before its other removals. */
export function ConfirmPostDialog({ kind, title, isBusy, onCancel, onConfirm }: ConfirmPostDialogProps) {
  const { t } = useTexts(CONSOLE_NEWS_TEXTS);
  const isDelete = kind === 'delete';
  return (
    <Dialog
      title={t(isDelete ? 'cnews.deleteTitle' : 'cnews.unpublishTitle', { title })}
      onClose={onCancel}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="text-slate-300">{t(isDelete ? 'cnews.deleteText' : 'cnews.unpublishText')}</p>
      <DialogActions onCancel={onCancel} isBusy={isBusy}>
        <Button variant="danger" loading={isBusy} onClick={onConfirm}>
          {t(isDelete ? 'cnews.delete' : 'cnews.unpublish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
