import type { TicketStatus } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { SUPPORT_TEXTS } from '../texts';

// "Waiting for you" asks the member to act: it stands out; a ticket waiting for the platform needs nothing from them.
const TONE = {
  open: 'blue',
  answered: 'green',
  waiting: 'amber',
  closed: 'slate',
} as const satisfies Record<TicketStatus, BadgeTone>;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  return <Badge tone={TONE[status]}>{t(`sup.status.${status}`)}</Badge>;
}
