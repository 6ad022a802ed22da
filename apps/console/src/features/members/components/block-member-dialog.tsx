import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { ReasonField } from '../../../kit/components/reason-field';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

interface BlockMemberDialogProps extends DialogState {
  member: { fullName: string; email: string };
  onBlock: (reason: string) => void;
}

/** A block with its reason (required by the contract): says what it does before it is done. */
export function BlockMemberDialog({ member, onBlock, ...dialog }: BlockMemberDialogProps) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const { field, handleSubmit } = useSchemaForm(() => import('../validation').then((schemas) => schemas.blockBody), {
    defaultValues: { reason: '' },
  });

  return (
    <FormDialog
      title={t('cmb.blockTitle')}
      submitLabel={t('cmb.block')}
      variant="danger"
      onSubmit={handleSubmit(({ reason }) => onBlock(reason))}
      {...dialog}
    >
      <p className="mt-2 break-words text-slate-200">
        {t('cmb.blockQuestion', { name: member.fullName, email: member.email })}
      </p>
      <p className="mt-3 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
        {t('cmb.blockWarning')}
      </p>
      <ReasonField label={t('cmb.reason')} note={t('cmb.blockReasonHint')} {...field('reason')} />
    </FormDialog>
  );
}
