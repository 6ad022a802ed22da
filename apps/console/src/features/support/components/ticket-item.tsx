import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { MemberCell } from '../../../kit/components/member-cell';
import type { AdminTicket } from '../api/get-admin-tickets';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { CATEGORY_LABELS } from './ticket-labels';
import { TicketStatusBadge } from './ticket-status-badge';
import { WaitingTime } from './waiting-time';

/**
 * One ticket in the queue: its number, subject and category, who asked, its status and assignee, and how long the
 * member has waited for an answer (or when they last wrote, once answered).
 */
export function TicketItem({ ticket }: { ticket: AdminTicket }) {
  const { t, tx } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 pt-0.5 text-sm text-slate-400">
          <span className="tabular-nums">{t('csp.number', { number: formatNumber(ticket.number) })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t(CATEGORY_LABELS[ticket.category])}</span>
        </p>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <Link
        to={`/admin/support/${ticket._id}`}
        className="mt-1 block rounded font-semibold break-words text-slate-50 underline-offset-4 hover:text-teal-200 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 sm:text-lg"
      >
        {ticket.subject}
      </Link>
      <div className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <MemberCell member={ticket.member} />
        <div className="flex flex-col gap-1 sm:items-end sm:text-right">
          {ticket.waitingSeconds !== null ? (
            <WaitingTime seconds={ticket.waitingSeconds} />
          ) : (
            <span className="text-slate-400">
              {tx('csp.lastWrote', {
                when: <DateTime value={ticket.lastMemberMessageAt} />,
              })}
            </span>
          )}
          <span className={ticket.assignee ? 'text-slate-300' : 'text-slate-400'}>
            {ticket.assignee ? t('csp.assignedTo', { name: ticket.assignee.fullName }) : t('csp.unassigned')}
          </span>
        </div>
      </div>
    </li>
  );
}
