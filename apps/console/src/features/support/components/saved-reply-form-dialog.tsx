import { SAVED_REPLY_FIELDS, type SavedReplyBody } from '@app/contract';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useLazyForm } from '@app/web-kit/lib/use-schema-form';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { SavedReplyRow } from '../api/get-saved-replies';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

// Three texts of up to 5,000 characters read better wider than the console's other dialogs.
const REPLY_DIALOG_WIDTH_PX = 640;

interface SavedReplyFormDialogProps extends DialogState {
  /** The reply to change; a new one when absent. */
  reply?: SavedReplyRow;
  onSave: (reply: SavedReplyBody) => void;
}

/** A saved reply's title and its text in English (required), Spanish and Hindi, one field each. */
export function SavedReplyFormDialog({ reply, onSave, ...dialog }: SavedReplyFormDialogProps) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const { field, handleSubmit } = useLazyForm(
    () => import('../validation').then((schemas) => schemas.savedReplyResolver),
    {
      defaultValues: reply
        ? { title: reply.title, texts: { ...reply.texts } }
        : { title: '', texts: { en: '', es: '', hi: '' } },
    },
  );

  return (
    <FormDialog
      title={reply ? t('csp.editReplyTitle', { title: reply.title }) : t('csp.newReplyTitle')}
      submitLabel={t('csp.save')}
      onSubmit={handleSubmit(onSave)}
      {...dialog}
      maxWidthPx={REPLY_DIALOG_WIDTH_PX}
      formClassName="mt-4 space-y-4"
    >
      <TextField label={t('csp.replyTitleField')} autoComplete="off" maxLength={80} {...field('title')} />
      <TextAreaField label={t('csp.textEn')} rows={5} maxLength={5000} {...field('texts.en')} />
      <p className="text-sm text-slate-400">{t('csp.textHint')}</p>
      <p className="text-sm text-slate-400">
        {t('csp.fieldsHint', { fields: SAVED_REPLY_FIELDS.map((name) => `{${name}}`).join(', ') })}
      </p>
      <TextAreaField label={t('csp.textEs')} lang="es" rows={4} maxLength={5000} {...field('texts.es')} />
      <TextAreaField label={t('csp.textHi')} lang="hi" rows={4} maxLength={5000} {...field('texts.hi')} />
    </FormDialog>
  );
}
