import type { TicketAttachment, TicketMessage } from '@app/contract';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { Spinner } from '@app/web-kit/components/ui/spinner';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { fileSize } from '../../../lib/file-size';
import { useDownloadTicketAttachment } from '../api/download-ticket-attachment';
import { SUPPORT_TEXTS } from '../texts';

const CLIP_ICON =
  'm18.4 11.1-6.9 6.9a4.5 4.5 0 0 1-6.4-6.4l7.6-7.6a3 3 0 0 1 4.2 4.2l-7.6 7.6a1.5 1.5 0 0 1-2.1-2.1l6.9-6.9';

/** An attachment: fetched with the session's token (a plain link cannot send it) and saved under its name. */
function AttachmentButton({ ticketId, attachment }: { ticketId: string; attachment: TicketAttachment }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const download = useDownloadTicketAttachment();
  return (
    <li className="max-w-full">
      <button
        type="button"
        onClick={() => download.mutate({ ticketId, attachment })}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        className="inline-flex min-h-10 max-w-full items-center gap-2 rounded-xl border border-slate-700 bg-slate-950/40 px-3 text-left text-sm text-teal-300 hover:border-teal-400 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
      >
        {download.isPending ? (
          <Spinner className="size-4 shrink-0" />
        ) : (
          <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" aria-hidden="true">
            <path d={CLIP_ICON} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        <span className="min-w-0 truncate">{attachment.name}</span>
        <span className="shrink-0 text-slate-400 tabular-nums">{fileSize(attachment.size)}</span>
        <span className="sr-only">{t('sup.download')}</span>
      </button>
    </li>
  );
}

/** One message: the member's on the right, the platform's on the left under the name it answers with. */
function MessageItem({ ticketId, message }: { ticketId: string; message: TicketMessage }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const isMine = message.author === 'member';
  return (
    <li className={`flex ${isMine ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`w-full max-w-[88%] rounded-2xl border p-4 sm:max-w-[75%] ${
          isMine ? 'rounded-br-md border-teal-400/30 bg-teal-400/10' : 'rounded-bl-md border-slate-700 bg-slate-900'
        }`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <h3 className={`font-semibold ${isMine ? 'text-teal-200' : 'text-slate-50'}`}>
            {isMine ? t('sup.you') : message.authorName}
          </h3>
          <time dateTime={message.createdAt} className="text-slate-400 tabular-nums">
            {formatDateTime(message.createdAt)}
          </time>
        </header>
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-100">{message.body}</p>
        {message.attachments.length > 0 && (
          <ul aria-label={t('sup.attachments')} className="mt-3 flex flex-wrap gap-2">
            {message.attachments.map((attachment) => (
              <AttachmentButton key={attachment._id} ticketId={ticketId} attachment={attachment} />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/** The ticket's messages, oldest first; an operator's note to operators never reaches the member. */
export function TicketThread({ ticketId, messages }: { ticketId: string; messages: TicketMessage[] }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  return (
    <LabelledSection titleId="ticket-thread-title" title={t('sup.thread')} titleClassName="sr-only">
      <ol className="space-y-3">
        {messages
          .filter((message) => !message.internal)
          .map((message) => (
            <MessageItem key={message._id} ticketId={ticketId} message={message} />
          ))}
      </ol>
    </LabelledSection>
  );
}
