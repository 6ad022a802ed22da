import type { TicketStatus } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { STATUS_BADGES } from './ticket-labels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const [label, tone] = STATUS_BADGES[status];
  return <Badge tone={tone}>{t(label)}</Badge>;
}
