import type { SavedReplyBody, savedReplyBody } from '@app/contract';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { lazyResolver } from '@app/web-kit/lib/form-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { SavedReplyRow } from '../api/get-saved-replies';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

type ReplyForm = z.input<typeof savedReplyBody>;
type ReplyValues = z.output<typeof savedReplyBody>;

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReplyForm, unknown, ReplyValues>({
    resolver: lazyResolver(() => import('../validation').then((schemas) => schemas.savedReplyResolver)),
    defaultValues: reply
      ? { title: reply.title, texts: { ...reply.texts } }
      : { title: '', texts: { en: '', es: '', hi: '' } },
  });

  return (
    <FormDialog
      title={reply ? t('csp.editReplyTitle', { title: reply.title }) : t('csp.newReplyTitle')}
      submitLabel={t('csp.save')}
      onSubmit={handleSubmit(onSave)}
      {...dialog}
      maxWidthPx={REPLY_DIALOG_WIDTH_PX}
      formClassName="mt-4 space-y-4"
    >
      <TextField
        label={t('csp.replyTitleField')}
        autoComplete="off"
        maxLength={80}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label={t('csp.textEn')}
        rows={5}
        maxLength={5000}
        error={errors.texts?.en?.message}
        {...register('texts.en')}
      />
      <p className="text-sm text-slate-400">{t('csp.textHint')}</p>
      <TextAreaField
        label={t('csp.textEs')}
        lang="es"
        rows={4}
        maxLength={5000}
        error={errors.texts?.es?.message}
        {...register('texts.es')}
      />
      <TextAreaField
        label={t('csp.textHi')}
        lang="hi"
        rows={4}
        maxLength={5000}
        error={errors.texts?.hi?.message}
        {...register('texts.hi')}
      />
    </FormDialog>
  );
}
