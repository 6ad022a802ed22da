import { TICKET_LIMITS } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useTexts } from '../../../i18n/texts';
import { errorMessage } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useWriteTicketMessage } from '../api/write-ticket-message';
import { fieldOfRefusal } from '../lib/refusal-field';
import { useTicketFiles } from '../lib/use-ticket-files';
import { SUPPORT_TEXTS } from '../texts';
import { FilePicker } from './file-picker';

/** The member's reply: a message and up to three files, checked by the rules the new ticket's form uses. */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const writeMessage = useWriteTicketMessage();
  const files = useTicketFiles();
  const [formError, setFormError] = useState<string | null>(null);
  const { handleSubmit, reset, setError, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.ticketReplyBody),
    {
      mode: 'onTouched',
      defaultValues: { message: '' },
    },
  );

  function showRefusal(error: unknown) {
    const message = errorMessage(error);
    const field = fieldOfRefusal(message);
    if (field === 'files') files.refuse(message);
    else if (field === 'message') setError('message', { message }, { shouldFocus: true });
    else setFormError(message);
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (writeMessage.isPending) return;
    setFormError(null);
    const filesProblem = await files.check();
    await handleSubmit(({ message }) => {
      if (filesProblem) return;
      writeMessage.mutate(
        { _id: ticketId, message, files: files.files },
        {
          onSuccess: () => {
            reset();
            files.reset();
          },
          onError: showRefusal,
        },
      );
    })(event);
  };

  return (
    <section
      aria-labelledby="ticket-reply-title"
      className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5"
    >
      <h2 id="ticket-reply-title" className="text-lg font-semibold text-slate-50">
        {t('sup.replyTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4" aria-busy={writeMessage.isPending || undefined}>
        <TextAreaField label={t('sup.message')} rows={4} maxLength={TICKET_LIMITS.messageMax} {...field('message')} />
        <FilePicker files={files} />
        {formError && (
          <p role="alert" className="rounded-xl border border-rose-400/40 bg-rose-400/10 p-3 text-sm text-rose-200">
            {formError}
          </p>
        )}
        <Button type="submit" fullWidth className="sm:w-auto" loading={writeMessage.isPending}>
          {writeMessage.isPending ? t('sup.sending') : t('sup.sendReply')}
        </Button>
      </form>
    </section>
  );
}
