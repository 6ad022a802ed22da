import { Badge, type BadgeTone } from '../../../components/ui/badge';

type ReviewStatus = 'unverified' | 'pending' | 'success' | 'reject' | 'cancelled';

const TONE: Record<ReviewStatus, BadgeTone> = {
  unverified: 'slate',
  pending: 'yellow',
  success: 'green',
  reject: 'red',
  cancelled: 'slate',
};

/**
 * The member app's colours (pending yellow, reject red, done green, cancelled by the member grey) with the word an
 * operator acts on. A deposit is never cancelled: its labels need no such word.
 */
export function ReviewBadge<S extends ReviewStatus>({ status, labels }: { status: S; labels: Record<S, string> }) {
  return <Badge tone={TONE[status]}>{labels[status]}</Badge>;
}
