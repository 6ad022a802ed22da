import type { blockBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { useTexts } from '../../../../i18n/texts';
import { fieldErrorsResolver } from '../../../../lib/form-resolver';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

interface BlockMemberDialogProps {
  member: { fullName: string; email: string };
  isBlocking: boolean;
  error: string | null;
  onBlock: (reason: string) => void;
  onClose: () => void;
}

/** A block with its reason (required by the contract): says what it does before it is done. */
export function BlockMemberDialog({ member, isBlocking, error, onBlock, onClose }: BlockMemberDialogProps) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof blockBody>, unknown, z.output<typeof blockBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.blockBody)),
    defaultValues: { reason: '' },
  });

  return (
    <Dialog title={t('cmb.blockTitle')} onClose={isBlocking ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <form noValidate onSubmit={handleSubmit(({ reason }) => onBlock(reason))}>
        <p className="mt-2 break-words text-slate-200">
          {t('cmb.blockQuestion', { name: member.fullName, email: member.email })}
        </p>
        <p className="mt-3 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
          {t('cmb.blockWarning')}
        </p>
        <TextAreaField
          label={t('cmb.reason')}
          className="mt-4"
          maxLength={500}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="mt-1.5 text-sm text-slate-400">{t('cmb.blockReasonHint')}</p>
        <div className="mt-4 empty:hidden">
          <FormAlert message={error} />
        </div>
        <DialogActions onCancel={onClose} isBusy={isBlocking}>
          <Button type="submit" variant="danger" loading={isBlocking}>
            {t('cmb.block')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
