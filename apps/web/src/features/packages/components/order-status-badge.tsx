import type { OrderStatus } from '@app/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS = {
  active: { label: 'Active', tone: 'green' },
  matured: { label: 'Matured', tone: 'blue' },
  withdrawn: { label: 'Withdrawn', tone: 'slate' },
} as const satisfies Record<OrderStatus, { label: string; tone: BadgeTone }>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
