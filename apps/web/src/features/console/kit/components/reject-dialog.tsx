import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { useTexts } from '../../../../i18n/texts';
import { fieldErrorsResolver } from '../../../../lib/form-resolver';
import { CONSOLE_TEXTS } from '../texts';
import type { reasonOnlyBody } from '../validation';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from './dialog-actions';
import { FormAlert } from './form-alert';

interface RejectDialogProps {
  title: string;
  /** The sentence that names what is rejected: "Reject 250.00 USDT from Ann Lee?" */
  question: string;
  isRejecting: boolean;
  /** The server's answer to the last attempt, shown in the dialog. */
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** A reject with its reason, free text and required; the member reads the reason in their history. */
export function RejectDialog({ title, question, isRejecting, error, onReject, onClose }: RejectDialogProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reasonOnlyBody>, unknown, z.output<typeof reasonOnlyBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.reasonOnlyBody)),
    defaultValues: { reason: '' },
  });

  return (
    <Dialog title={title} onClose={isRejecting ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <form noValidate onSubmit={handleSubmit(({ reason }) => onReject(reason))}>
        <p className="mt-2 break-words text-slate-200">{question}</p>
        <TextAreaField
          label={t('con.reason')}
          className="mt-4"
          maxLength={500}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <p className="mt-1.5 text-sm text-slate-400">{t('con.reasonNote')}</p>
        <div className="mt-4 empty:hidden">
          <FormAlert message={error} />
        </div>
        <DialogActions onCancel={onClose} isBusy={isRejecting}>
          <Button type="submit" variant="danger" loading={isRejecting}>
            {t('con.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
