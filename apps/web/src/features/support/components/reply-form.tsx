import { TICKET_LIMITS } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useWriteTicketMessage } from '../api/write-ticket-message';
import { useTicketFiles } from '../lib/use-ticket-files';
import { useTicketSend } from '../lib/use-ticket-send';
import { SUPPORT_TEXTS } from '../texts';
import { FilePicker } from './file-picker';
import { FormRefusal } from './form-refusal';

/** The member's reply: a message and up to three files, checked by the rules the new ticket's form uses. */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const writeMessage = useWriteTicketMessage();
  const files = useTicketFiles();
  const { handleSubmit, reset, setError, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.ticketReplyBody),
    {
      mode: 'onTouched',
      defaultValues: { message: '' },
    },
  );

  const { formError, submit } = useTicketSend({
    handleSubmit,
    files,
    isSending: writeMessage.isPending,
    showOnField: (field, message) => {
      if (field !== 'message') return false;
      setError('message', { message }, { shouldFocus: true });
      return true;
    },
    send: ({ message }, onRefused) =>
      writeMessage.mutate(
        { _id: ticketId, message, files: files.files },
        {
          onSuccess: () => {
            reset();
            files.reset();
          },
          onError: onRefused,
        },
      ),
  });

  return (
    <LabelledSection
      titleId="ticket-reply-title"
      title={t('sup.replyTitle')}
      className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5"
    >
      <form noValidate onSubmit={submit} className="mt-3 space-y-4" aria-busy={writeMessage.isPending || undefined}>
        <TextAreaField label={t('sup.message')} rows={4} maxLength={TICKET_LIMITS.messageMax} {...field('message')} />
        <FilePicker files={files} />
        <FormRefusal message={formError} />
        <Button type="submit" fullWidth className="sm:w-auto" loading={writeMessage.isPending}>
          {writeMessage.isPending ? t('sup.sending') : t('sup.sendReply')}
        </Button>
      </form>
    </LabelledSection>
  );
}
