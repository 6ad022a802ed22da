import { PageTitle } from '@app/web-kit/components/page-title';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { ApiError } from '@app/web-kit/lib/api-error';
import { formatDateTime } from '@app/web-kit/lib/format';
import { Link, useParams } from 'react-router';
import { isTicketId, type Ticket, useTicket } from '../api/get-ticket';
import { RecordSummary } from '../components/record-summary';
import { ReplyForm } from '../components/reply-form';
import { TicketActions } from '../components/ticket-actions';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { TicketThread } from '../components/ticket-thread';
import { SUPPORT_TEXTS } from '../texts';

const BACK_LINK = buttonClasses('ghost', '-ml-3 min-h-10 px-3 text-sm');

/** What the status asks of the member, in a line above the thread. */
const NOTE_OF_STATUS = {
  open: { key: 'sup.openNote', classes: 'border-sky-400/30 bg-sky-400/10 text-sky-100' },
  answered: { key: 'sup.answeredNote', classes: 'border-green-400/30 bg-green-400/10 text-green-100' },
  waiting: { key: 'sup.waitingNote', classes: 'border-amber-400/40 bg-amber-400/10 text-amber-100' },
} as const;

function TicketView({ ticket }: { ticket: Ticket }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const note = ticket.status === 'closed' ? null : NOTE_OF_STATUS[ticket.status];
  return (
    <>
      <PageTitle page={`${t('sup.number', { number: ticket.number })} · ${ticket.subject}`} />
      <header className="space-y-2">
        <h1 className="text-xl font-bold break-words text-slate-50 sm:text-2xl">{ticket.subject}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-400">
          <TicketStatusBadge status={ticket.status} />
          <span>
            {t('sup.number', { number: ticket.number })}
            <span aria-hidden="true"> · </span>
            {t(`sup.category.${ticket.category}`)}
          </span>
          <span className="tabular-nums">{t('sup.opened', { date: formatDateTime(ticket.createdAt) })}</span>
        </div>
      </header>
      {note && <p className={`rounded-xl border p-3 text-sm ${note.classes}`}>{t(note.key)}</p>}
      {ticket.record && <RecordSummary record={ticket.record} recordNow={ticket.recordNow} />}
      <TicketThread ticketId={ticket._id} messages={ticket.messages} />
      {ticket.status !== 'closed' && <ReplyForm ticketId={ticket._id} />}
      <TicketActions ticket={ticket} />
    </>
  );
}

/** One ticket: its record as it stands now, the thread, the reply, and close or reopen. */
export function TicketPage() {
  const { t } = useTexts(SUPPORT_TEXTS);
  const { _id = '' } = useParams();
  const { data, error, isLoading, refetch } = useTicket(_id);
  // Another member's ticket answers 404 as an unknown one does, and an address that is no ticket id names none:
  // saying so beats a retry that can only fail again.
  const isNotFound = !isTicketId(_id) || (error instanceof ApiError && error.status === 404);
  return (
    <div className="space-y-5">
      <Link to="/support" className={BACK_LINK}>
        <span aria-hidden="true">←</span>
        {t('sup.allTickets')}
      </Link>
      {data && <TicketView ticket={data} />}
      {isLoading && <ListSkeleton label={t('sup.loadingTicket')} />}
      {isNotFound && (
        <Card className="text-center">
          <PageTitle page={t('sup.notFoundTitle')} />
          <h1 className="text-lg font-semibold text-slate-50">{t('sup.notFoundTitle')}</h1>
          <p className="mt-1 text-slate-300">{t('sup.notFound')}</p>
          <Link to="/support" className={buttonClasses('primary', 'mt-5')}>
            {t('sup.allTickets')}
          </Link>
        </Card>
      )}
      {error && !data && !isNotFound && (
        <>
          <PageTitle page={t('sup.title')} />
          <h1 className="text-xl font-bold text-slate-50 sm:text-2xl">{t('sup.title')}</h1>
          <LoadError what={t('sup.theTicket')} onRetry={() => void refetch()} />
        </>
      )}
    </div>
  );
}
