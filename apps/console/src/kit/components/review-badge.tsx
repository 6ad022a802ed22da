import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { CONSOLE_TEXTS } from '../texts';

type ReviewStatus = 'unverified' | 'pending' | 'success' | 'reject' | 'cancelled';

const TONE: Record<ReviewStatus, BadgeTone> = {
  unverified: 'slate',
  pending: 'yellow',
  success: 'green',
  reject: 'red',
  cancelled: 'slate',
};

/** A deposit's status in the words an operator acts on (the queue and a member's records). */
export const DEPOSIT_STATUS_LABELS = {
  unverified: 'con.st.unverified',
  pending: 'con.st.pending',
  success: 'con.st.approved',
  reject: 'con.st.rejected',
} as const;

/** A withdrawal's status as shownWithdrawalStatus gives it (a member's cancel included). */
export const WITHDRAWAL_STATUS_LABELS = {
  unverified: 'con.st.unverified',
  pending: 'con.st.pending',
  success: 'con.st.paid',
  reject: 'con.st.rejected',
  cancelled: 'con.st.cancelled',
} as const;

/**
 * The member app's colours (pending yellow, reject red, done green, cancelled by the member grey) with the word an
 * operator acts on. A deposit is never cancelled: its labels need no such word.
 */
export function ReviewBadge<S extends ReviewStatus>({
  status,
  labels,
}: {
  status: S;
  labels: Record<S, keyof typeof CONSOLE_TEXTS>;
}) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return <Badge tone={TONE[status]}>{t(labels[status])}</Badge>;
}
