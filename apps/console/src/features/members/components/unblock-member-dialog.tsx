import { useTexts } from '@app/web-kit/i18n/texts';
import { ConfirmDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

interface UnblockMemberDialogProps extends DialogState {
  member: { fullName: string; blockedReason: string | null };
  onConfirm: () => void;
}

export function UnblockMemberDialog({ member, ...dialog }: UnblockMemberDialogProps) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <ConfirmDialog title={t('cmb.unblockTitle')} confirmLabel={t('cmb.unblock')} {...dialog}>
      <p className="mt-2 break-words text-slate-200">{t('cmb.unblockQuestion', { name: member.fullName })}</p>
      {member.blockedReason && (
        <p className="mt-3 border-l-2 border-red-400/60 pl-3 text-sm break-words text-red-200">
          {t('cmb.blockedBecause', { reason: member.blockedReason })}
        </p>
      )}
    </ConfirmDialog>
  );
}
