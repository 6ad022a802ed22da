import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { Link, useParams } from 'react-router';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { dialogStateOf, usePageDialog } from '../../../kit/components/page-dialog';
import { useCloseTicket } from '../api/close-ticket';
import { type AdminTicketDetail, useAdminTicket } from '../api/get-admin-ticket';
import { CloseTicketDialog } from '../components/close-ticket-dialog';
import { TicketAssignCard } from '../components/ticket-assign-card';
import { CATEGORY_LABELS } from '../components/ticket-labels';
import { TicketMemberCard } from '../components/ticket-member-card';
import { TicketRecordCard } from '../components/ticket-record-card';
import { TicketReplyForm } from '../components/ticket-reply-form';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { TicketThread } from '../components/ticket-thread';
import { WaitingTime } from '../components/waiting-time';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

const BACK_LINK =
  'inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-medium text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** Under the heading: the category, the status, when it was opened, how long the member waits or when it closed. */
function TicketSummary({ ticket }: { ticket: AdminTicketDetail }) {
  const { t, tx } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-400">
        <TicketStatusBadge status={ticket.status} />
        <span>{t(CATEGORY_LABELS[ticket.category])}</span>
        <span>{tx('csp.opened', { when: <DateTime value={ticket.createdAt} /> })}</span>
        {ticket.waitingSeconds !== null && <WaitingTime seconds={ticket.waitingSeconds} />}
      </p>
      {ticket.closedAt && (
        <p className="text-sm text-slate-400">
          {tx('csp.closedAt', { when: <DateTime value={ticket.closedAt} /> })}{' '}
          {ticket.reopenUntil && tx('csp.reopenUntil', { when: <DateTime value={ticket.reopenUntil} /> })}
        </p>
      )}
    </div>
  );
}

/**
 * /admin/support/:id: one ticket with its whole conversation (internal notes marked), the member, the record as it
 * stands now, and, for the roles that answer tickets, the reply box, assignment and closing. Finance reads it.
 */
export function TicketPage() {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const { id = '' } = useParams();
  const { data: ticket, isPending, isError, refetch } = useAdminTicket(id);
  const close = useCloseTicket();
  const closing = usePageDialog<'close'>([close]);
  const { mayCall } = useOperatorAccess();
  const mayAnswer = mayCall('adminTicketMessage');

  return (
    <div className="space-y-5">
      <Link to="/admin/support" className={`${BACK_LINK} -mb-2`}>
        <span aria-hidden="true">←</span> {t('csp.back')}
      </Link>
      <AdminPageHeader
        title={
          ticket ? `${t('csp.number', { number: formatNumber(ticket.number) })} · ${ticket.subject}` : t('csp.ticket')
        }
        action={
          ticket &&
          ticket.status !== 'closed' &&
          mayCall('adminTicketClose') && (
            <Button variant="secondary" className="min-h-10 px-4 text-sm" onClick={() => closing.show('close')}>
              {t('csp.close')}
            </Button>
          )
        }
      />
      {ticket && <TicketSummary ticket={ticket} />}
      {isPending && <ListSkeleton label={t('csp.loadingTicket')} />}
      {isError && !ticket && <LoadError what={t('csp.theTicket')} onRetry={() => void refetch()} />}
      {ticket && (
        // Phones: who and what first, then the conversation, then its assignment; from 1024 px the conversation
        // takes the left column and the rest stands beside it.
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
          <div className="space-y-4 lg:col-start-2 lg:row-start-1">
            <TicketMemberCard member={ticket.member} />
            <TicketRecordCard linked={ticket.record} record={ticket.recordNow} />
          </div>
          <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <TicketThread ticketId={ticket._id} messages={ticket.messages} />
            {mayAnswer ? (
              <TicketReplyForm ticket={ticket} />
            ) : (
              <p className="text-sm text-slate-400">{t('csp.readOnly')}</p>
            )}
          </div>
          <div className="lg:col-start-2 lg:row-start-2 lg:self-start">
            <TicketAssignCard ticket={ticket} />
          </div>
        </div>
      )}
      {ticket && closing.open && (
        <CloseTicketDialog
          number={ticket.number}
          {...dialogStateOf(close, closing.close)}
          onConfirm={() => close.mutate(ticket._id, { onSuccess: closing.done })}
        />
      )}
    </div>
  );
}
