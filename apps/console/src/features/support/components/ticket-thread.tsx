import type { TicketAttachment, TicketMessage } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { FormAlert } from '../../../kit/components/form-alert';
import { useDownloadTicketAttachment } from '../api/download-ticket-attachment';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

/** Member messages plain, replies in the console's teal, internal notes in amber with their word: never mistaken. */
const LOOK = {
  member: 'border-slate-700 bg-slate-900/80',
  operator: 'border-teal-400/30 bg-teal-400/5',
  internal: 'border-amber-400/50 border-dashed bg-amber-400/10',
} as const;

const sizeInKb = (bytes: number) => formatNumber(Math.max(1, Math.round(bytes / 1024)));

function Attachments({ ticketId, attachments }: { ticketId: string; attachments: TicketAttachment[] }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const download = useDownloadTicketAttachment();
  return (
    <div className="mt-3">
      <ul aria-label={t('csp.attachments')} className="flex flex-wrap gap-2">
        {attachments.map((attachment) => (
          <li key={attachment._id}>
            <button
              type="button"
              disabled={download.isPending && download.variables?.attachmentId === attachment._id}
              onClick={() => download.mutate({ ticketId, attachmentId: attachment._id, name: attachment.name })}
              className="inline-flex min-h-10 max-w-full items-center gap-2 rounded-xl border border-slate-700 px-3 text-left text-sm text-teal-300 hover:border-slate-500 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 disabled:opacity-60"
            >
              <StrokeIcon path="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" className="size-4 shrink-0" strokeWidth="1.8" />
              <span className="min-w-0 break-all">
                {t('csp.download', { name: attachment.name, size: sizeInKb(attachment.size) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {download.error && (
        <div className="mt-2">
          <FormAlert message={errorMessage(download.error)} />
        </div>
      )}
    </div>
  );
}

function ThreadMessage({ ticketId, message }: { ticketId: string; message: TicketMessage }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const look = message.internal ? 'internal' : message.author;
  return (
    <li className={`rounded-2xl border p-4 ${LOOK[look]}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-50">{message.authorName}</span>
          {message.internal ? (
            <Badge tone="amber">{t('csp.internalNote')}</Badge>
          ) : (
            <span className="text-xs font-medium tracking-wide text-slate-400 uppercase">
              {t(message.author === 'member' ? 'csp.fromMember' : 'csp.fromOperator')}
            </span>
          )}
        </p>
        <DateTime value={message.createdAt} className="text-sm text-slate-400" />
      </div>
      {message.internal && <p className="mt-1 text-xs text-amber-200">{t('csp.internalHint')}</p>}
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-100">{message.body}</p>
      {message.attachments.length > 0 && <Attachments ticketId={ticketId} attachments={message.attachments} />}
    </li>
  );
}

/** Every message of the ticket, oldest first, as the member wrote it and operators answered or noted it. */
export function TicketThread({ ticketId, messages }: { ticketId: string; messages: TicketMessage[] }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <section aria-labelledby="ticket-conversation">
      <h2 id="ticket-conversation" className="text-lg font-semibold text-slate-50">
        {t('csp.conversation')}
      </h2>
      <ol className="mt-3 space-y-3">
        {messages.map((message) => (
          <ThreadMessage key={message._id} ticketId={ticketId} message={message} />
        ))}
      </ol>
    </section>
  );
}
