import { Badge, type BadgeTone } from '../../../components/ui/badge';

type ReviewStatus = 'unverified' | 'pending' | 'success' | 'reject';

const TONE: Record<ReviewStatus, BadgeTone> = {
  unverified: 'slate',
  pending: 'yellow',
  success: 'green',
  reject: 'red',
};

/** The member app's colours (pending yellow, reject red, done green) with the word an operator acts on. */
export function ReviewBadge({ status, labels }: { status: ReviewStatus; labels: Record<ReviewStatus, string> }) {
  return <Badge tone={TONE[status]}>{labels[status]}</Badge>;
}
