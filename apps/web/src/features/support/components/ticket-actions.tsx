import { TICKET_LIMITS, type TicketStatus } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useCloseTicket } from '../api/close-ticket';
import type { Ticket } from '../api/get-ticket';
import { useReopenTicket } from '../api/reopen-ticket';
import { SUPPORT_TEXTS } from '../texts';

/** Close while open; once closed, reopen while the server allows it (`reopenUntil`), else start a new ticket. */
export function TicketActions({ ticket }: { ticket: Ticket }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const closeTicket = useCloseTicket();
  const reopenTicket = useReopenTicket();
  const failure = closeTicket.error ?? reopenTicket.error;
  const canReopen = ticket.reopenUntil !== null && Date.parse(ticket.reopenUntil) > Date.now();
  // The button pressed goes away with the status it changed: the keyboard's focus moves to the one that replaces it.
  const containerRef = useRef<HTMLDivElement>(null);
  const leftStatus = useRef<TicketStatus | null>(null);
  const onDone = () => {
    leftStatus.current = ticket.status;
  };
  useEffect(() => {
    if (leftStatus.current === null || leftStatus.current === ticket.status) return;
    leftStatus.current = null;
    containerRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [ticket.status]);

  return (
    <div ref={containerRef} className="space-y-3 rounded-2xl border border-slate-800 p-4 sm:p-5">
      {ticket.status !== 'closed' && (
        <ActionRow hint={t('sup.closeHint', { days: TICKET_LIMITS.reopenDays })} hintTone="text-slate-400">
          <SwitchButton
            pending={closeTicket.isPending}
            onClick={() => {
              reopenTicket.reset();
              closeTicket.mutate(ticket._id, { onSuccess: onDone });
            }}
          >
            {t('sup.close')}
          </SwitchButton>
        </ActionRow>
      )}
      {ticket.status === 'closed' && canReopen && ticket.reopenUntil && (
        <ActionRow hint={t('sup.reopenUntil', { date: formatDateTime(ticket.reopenUntil) })}>
          <SwitchButton
            pending={reopenTicket.isPending}
            onClick={() => {
              closeTicket.reset();
              reopenTicket.mutate(ticket._id, { onSuccess: onDone });
            }}
          >
            {t('sup.reopen')}
          </SwitchButton>
        </ActionRow>
      )}
      {ticket.status === 'closed' && !canReopen && (
        <ActionRow hint={t('sup.closedForGood')}>
          <Link to="/support?new" className={buttonClasses('secondary', 'shrink-0')}>
            {t('sup.openNew')}
          </Link>
        </ActionRow>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {errorMessage(failure)}
        </p>
      )}
    </div>
  );
}

/** What the ticket's status allows, said beside the one action that goes with it. */
function ActionRow({
  hint,
  hintTone = 'text-slate-300',
  children,
}: {
  hint: string;
  hintTone?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className={`text-sm ${hintTone}`}>{hint}</p>
      {children}
    </div>
  );
}

/** Close or reopen: the button that moves the ticket to its other status. */
function SwitchButton({ pending, onClick, children }: { pending: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" className="shrink-0" loading={pending} onClick={onClick}>
      {children}
    </Button>
  );
}
