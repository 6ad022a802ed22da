import type { TicketRow } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { SUPPORT_TEXTS } from '../texts';
import { TicketStatusBadge } from './ticket-status-badge';

/** One ticket: its subject opens it; number, topic, status and when it last changed. */
export function TicketRowItem({ ticket }: { ticket: TicketRow }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  return (
    <li>
      <Link
        to={`/support/${ticket._id}`}
        className="block rounded-2xl border border-slate-800 bg-slate-900/80 p-4 hover:border-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 sm:p-5"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-semibold break-words text-slate-50">{ticket.subject}</span>
          <TicketStatusBadge status={ticket.status} />
        </span>
        <span className="mt-1 block text-sm text-slate-400">
          {t('sup.number', { number: ticket.number })}
          <span aria-hidden="true"> · </span>
          {t(`sup.category.${ticket.category}`)}
        </span>
        <span className="mt-1 block text-sm text-slate-400">
          {t('sup.updated', { date: formatDateTime(ticket.updatedAt) })}
        </span>
      </Link>
    </li>
  );
}
