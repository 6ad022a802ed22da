import type { RejectionReasonBody, RejectionReasonRow } from '@app/contract';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useLazyForm } from '@app/web-kit/lib/use-schema-form';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_REASON_TEXTS } from '../texts';

interface RejectionReasonFormDialogProps extends DialogState {
  /** The reason to change; a new one when absent. */
  reason?: RejectionReasonRow;
  onSave: (reason: RejectionReasonBody) => void;
}

/** A kept reason's use and its text in English (required), Spanish and Hindi. */
export function RejectionReasonFormDialog({ reason, onSave, ...dialog }: RejectionReasonFormDialogProps) {
  const { t } = useTexts(CONSOLE_REASON_TEXTS);
  const { field, handleSubmit, register } = useLazyForm(
    () => import('../validation').then((schemas) => schemas.rejectionReasonResolver),
    {
      defaultValues: {
        for: reason?.for ?? 'deposit',
        texts: { en: reason?.texts.en ?? '', es: reason?.texts.es ?? '', hi: reason?.texts.hi ?? '' },
      },
    },
  );

  return (
    <FormDialog
      title={t(reason ? 'crr.editTitle' : 'crr.newTitle')}
      submitLabel={t('crr.save')}
      onSubmit={handleSubmit(onSave)}
      {...dialog}
      formClassName="mt-4 space-y-4"
    >
      <SelectField label={t('crr.forField')} {...register('for')}>
        <option value="deposit">{t('crr.for.deposit')}</option>
        <option value="withdrawal">{t('crr.for.withdrawal')}</option>
        <option value="both">{t('crr.for.both')}</option>
      </SelectField>
      <TextAreaField label={t('crr.textEn')} lang="en" rows={2} maxLength={300} {...field('texts.en')} />
      <TextAreaField label={t('crr.textEs')} lang="es" rows={2} maxLength={300} {...field('texts.es')} />
      <TextAreaField label={t('crr.textHi')} lang="hi" rows={2} maxLength={300} {...field('texts.hi')} />
      <p className="text-sm text-slate-400">{t('crr.textHint')}</p>
    </FormDialog>
  );
}
