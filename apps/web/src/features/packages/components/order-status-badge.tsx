import type { OrderStatus } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { PACKAGE_TEXTS } from '../texts';

const TONE = {
  active: 'green',
  matured: 'blue',
  withdrawn: 'slate',
} as const satisfies Record<OrderStatus, BadgeTone>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTexts(PACKAGE_TEXTS);
  return <Badge tone={TONE[status]}>{t(`pk.order.${status}`)}</Badge>;
}
