import { type adminTicketMessageBody, fillSavedReply } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useLazyForm } from '@app/web-kit/lib/use-schema-form';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormAlert } from '../../../kit/components/form-alert';
import type { AdminTicketDetail } from '../api/get-admin-ticket';
import { useSavedReplies } from '../api/get-saved-replies';
import { useWriteTicketMessage } from '../api/write-ticket-message';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { savedReplyText } from './saved-reply-text';
import { LANGUAGE_LABELS } from './ticket-labels';

type MessageForm = z.input<typeof adminTicketMessageBody>;

const EMPTY: MessageForm = { message: '', internal: false, waitForMember: false };

/**
 * The reply box: a saved reply inserted at the caret in the member's language (English where it has none), its
 * placeholders filled from the ticket (or, when it cannot fill them, not inserted and saying why), "Waiting
 * for the member", and two ways to send: a reply the member is mailed, or a note only operators read. A closed
 * ticket takes notes only (the server refuses a reply: MSG.ticketClosedNoReply).
 */
export function TicketReplyForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const isClosed = ticket.status === 'closed';
  const savedReplies = useSavedReplies({ enabled: !isClosed });
  const write = useWriteTicketMessage();
  const [insertedNote, setInsertedNote] = useState<{ text: string; refused: boolean } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const { field, handleSubmit, getValues, setValue, reset, register } = useLazyForm(
    () => import('../validation').then((schemas) => schemas.ticketMessageResolver),
    {
      defaultValues: EMPTY,
    },
  );
  const { ref: messageRef, ...messageField } = field('message');
  const languageKey = LANGUAGE_LABELS[ticket.member.locale];
  const memberLanguage = languageKey ? t(languageKey) : ticket.member.locale;

  function insert(replyId: string) {
    const reply = savedReplies.data?.find((each) => each._id === replyId);
    if (!reply) return;
    const { text: written, language } = savedReplyText(reply, ticket.member.locale);
    // Its placeholders from the ticket's record and settings (docs/decisions/044-saved-reply-fields.md): a reply the
    // ticket cannot fill is not inserted, so no raw `{...}` can be sent.
    const { text, missing } = fillSavedReply(
      written,
      language === ticket.member.locale ? ticket.replyFields : ticket.replyFieldsEnglish,
    );
    if (missing.length > 0) {
      setInsertedNote({ text: t('csp.notFilled', { title: reply.title, fields: missing.join(', ') }), refused: true });
      return;
    }
    const area = textareaRef.current;
    const current = getValues('message') ?? '';
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    // Right after a word, a new paragraph: two saved replies in a row do not run together.
    const before = current.slice(0, start);
    const inserted = (before && !/\s$/.test(before) ? '\n\n' : '') + text;
    setValue('message', before + inserted + current.slice(end), { shouldDirty: true });
    area?.focus();
    area?.setSelectionRange(start + inserted.length, start + inserted.length);
    const languageName = t(LANGUAGE_LABELS[language] ?? 'csp.lang.en');
    setInsertedNote({
      text:
        language === ticket.member.locale || !languageKey
          ? t('csp.inserted', { title: reply.title, language: languageName })
          : t('csp.insertedEnglish', { title: reply.title, language: memberLanguage }),
      refused: false,
    });
  }

  const send = (internal: boolean) =>
    handleSubmit(({ message, waitForMember }) =>
      write.mutate(
        { id: ticket._id, message: { message, internal, waitForMember: internal ? false : waitForMember } },
        {
          onSuccess: (response) => {
            notifySuccess(response.message);
            reset(EMPTY);
            setInsertedNote(null);
          },
        },
      ),
    );
  const sendingNote = write.isPending && write.variables?.message.internal === true;
  const sendingReply = write.isPending && !sendingNote;

  return (
    <section aria-labelledby="ticket-reply" className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <h2 id="ticket-reply" className="text-lg font-semibold text-slate-50">
        {t('csp.replyTitle')}
      </h2>
      {isClosed && (
        <p className="mt-2 rounded-xl border border-slate-700 bg-slate-950/60 px-4 py-3 text-sm text-slate-300">
          {t('csp.closedNoReply')}
        </p>
      )}
      <form noValidate onSubmit={send(isClosed)} className="mt-4 space-y-4">
        {!isClosed && savedReplies.data && savedReplies.data.length > 0 && (
          <div>
            <SelectField
              label={t('csp.savedReply')}
              hint={t('csp.savedReplyHint', { language: memberLanguage })}
              value=""
              onChange={(event) => insert(event.target.value)}
            >
              <option value="">{t('csp.savedReplyNone')}</option>
              {savedReplies.data.map((reply) => (
                <option key={reply._id} value={reply._id}>
                  {reply.title}
                </option>
              ))}
            </SelectField>
            <p
              aria-live="polite"
              className={`mt-1.5 text-sm empty:hidden ${insertedNote?.refused ? 'text-amber-200' : 'text-teal-200'}`}
            >
              {insertedNote?.text}
            </p>
          </div>
        )}
        <TextAreaField
          label={t('csp.message')}
          maxLength={5000}
          rows={6}
          ref={(node) => {
            messageRef(node);
            textareaRef.current = node;
          }}
          {...messageField}
        />
        {!isClosed && (
          <div>
            <CheckboxField label={t('csp.waitForMember')} {...register('waitForMember')} />
            <p className="mt-1 pl-8 text-sm text-slate-400">{t('csp.waitForMemberHint')}</p>
          </div>
        )}
        <FormAlert message={write.error ? errorMessage(write.error) : null} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {isClosed ? (
            <Button type="submit" loading={sendingNote} disabled={write.isPending}>
              {t('csp.addNote')}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                loading={sendingNote}
                disabled={write.isPending}
                onClick={(event) => void send(true)(event)}
              >
                {t('csp.addNote')}
              </Button>
              <Button type="submit" loading={sendingReply} disabled={write.isPending}>
                {t('csp.send')}
              </Button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
