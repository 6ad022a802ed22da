import { useTexts } from '@app/web-kit/i18n/texts';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { QueueList } from '../../../kit/components/queue-list';
import { type TicketFilter, useAdminTickets } from '../api/get-admin-tickets';
import { SupportTabs } from '../components/support-tabs';
import { TicketItem } from '../components/ticket-item';
import { queueHref, TicketQueueFilters, useTicketQueueAddress } from '../components/ticket-queue-filters';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

type SupportKey = keyof typeof CONSOLE_SUPPORT_TEXTS;
const EMPTY = {
  active: ['csp.empty.active', 'csp.empty.activeHint'],
  open: ['csp.empty.open', 'csp.empty.openHint'],
  answered: ['csp.empty.answered', 'csp.empty.answeredHint'],
  waiting: ['csp.empty.waiting', 'csp.empty.waitingHint'],
  closed: ['csp.empty.closed', 'csp.empty.closedHint'],
  all: ['csp.empty.all', 'csp.empty.allHint'],
} as const satisfies Record<TicketFilter, readonly [SupportKey, SupportKey]>;

/**
 * /admin/support: members' tickets by status (every one not closed by default), category and assignee, the member
 * waiting longest first; each opens on its own page. Owners, support and finance (who reads) have it.
 */
export function SupportPage() {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const queue = useTicketQueueAddress();
  const tickets = useAdminTickets(queue);
  const isNarrowed =
    queue.category !== undefined ||
    queue.assignee !== 'any' ||
    queue.search !== undefined ||
    queue.member !== undefined;
  const [title, hint] = isNarrowed ? (['csp.empty.filtered', 'csp.empty.filteredHint'] as const) : EMPTY[queue.filter];

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('csp.title')} description={t('csp.description')} />
      <SupportTabs />
      <TicketQueueFilters queue={queue} />
      <QueueList
        what={t('csp.what')}
        query={tickets}
        page={queue.page}
        hrefFor={(page) => queueHref(queue, { page })}
        empty={{ title: t(title), hint: t(hint) }}
      >
        {(ticket) => <TicketItem key={ticket._id} ticket={ticket} />}
      </QueueList>
    </div>
  );
}
