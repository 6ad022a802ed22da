import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useTexts } from '../../../../i18n/texts';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

interface UnblockMemberDialogProps {
  member: { fullName: string; blockedReason: string | null };
  isUnblocking: boolean;
  error: string | null;
  onUnblock: () => void;
  onClose: () => void;
}

export function UnblockMemberDialog({ member, isUnblocking, error, onUnblock, onClose }: UnblockMemberDialogProps) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <Dialog
      title={t('cmb.unblockTitle')}
      onClose={isUnblocking ? () => {} : onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-2 break-words text-slate-200">{t('cmb.unblockQuestion', { name: member.fullName })}</p>
      {member.blockedReason && (
        <p className="mt-3 border-l-2 border-red-400/60 pl-3 text-sm break-words text-red-200">
          {t('cmb.blockedBecause', { reason: member.blockedReason })}
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isUnblocking}>
        <Button onClick={onUnblock} loading={isUnblocking}>
          {t('cmb.unblock')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
