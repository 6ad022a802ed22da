import type { blockBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';

interface BlockMemberDialogProps {
  member: { fullName: string; email: string };
  isBlocking: boolean;
  error: string | null;
  onBlock: (reason: string) => void;
  onClose: () => void;
}

/** A block with its reason (required by the contract): says what it does before it is done. */
export function BlockMemberDialog({ member, isBlocking, error, onBlock, onClose }: BlockMemberDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof blockBody>, unknown, z.output<typeof blockBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.blockBody)),
    defaultValues: { reason: '' },
  });

  return (
    <Dialog title="Block member" onClose={isBlocking ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <form noValidate onSubmit={handleSubmit(({ reason }) => onBlock(reason))}>
        <p className="mt-2 break-words text-slate-200">
          Block {member.fullName} ({member.email})?
        </p>
        <p className="mt-3 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
          Every session of the account ends at once and they cannot sign in until an operator unblocks them. Their
          balances and orders stay as they are.
        </p>
        <TextAreaField
          label="Reason"
          className="mt-4"
          maxLength={500}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="mt-1.5 text-sm text-slate-400">Kept with the block and in the audit log.</p>
        <div className="mt-4 empty:hidden">
          <FormAlert message={error} />
        </div>
        <DialogActions onCancel={onClose} isBusy={isBlocking}>
          <Button type="submit" variant="danger" loading={isBlocking}>
            Block
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
