import type { AdjustmentRow } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { AdjustmentReviewActions } from '../../../kit/components/adjustment-review-actions';
import { ADJUSTMENT_KIND_LABELS, WALLET_LABELS } from '../../../kit/components/member-labels';
import { CREDITS_TEXTS } from '../texts';

const STATUS_LABELS = {
  pending: 'cr.pending',
  posted: 'cr.posted',
  rejected: 'cr.rejected',
} as const satisfies Record<AdjustmentRow['status'], keyof typeof CREDITS_TEXTS>;
const STATUS_TONE: Record<AdjustmentRow['status'], BadgeTone> = { pending: 'yellow', posted: 'green', rejected: 'red' };

/** Who decided, and when; a posted row nobody reviewed was at or below the limit, or a debit, and posted at once. */
function Review({ adjustment }: { adjustment: AdjustmentRow }) {
  const { t, tx } = useTexts(CREDITS_TEXTS);
  const { reviewedBy, reviewedAt, status } = adjustment;
  if (status === 'pending') return null;
  if (!reviewedBy || !reviewedAt) {
    return <p className="mt-1 text-sm text-slate-400">{t('cr.postedAtOnce')}</p>;
  }
  return (
    <p className="mt-1 text-sm text-slate-400">
      {tx(status === 'posted' ? 'cr.approvedBy' : 'cr.rejectedBy', {
        name: <PersonName>{reviewedBy.fullName}</PersonName>,
        when: <DateTime value={reviewedAt} />,
      })}
    </p>
  );
}

/** What a person is called (a name, a UID): the same in every language, and marked so no translator touches it. */
function PersonName({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}

/** One balance adjustment: the member (their page a link away), the money, why, who asked and who reviewed. */
export function AdminAdjustmentItem({ adjustment }: { adjustment: AdjustmentRow }) {
  const { t, tx } = useTexts(CREDITS_TEXTS);
  const { member, wallet, amount } = adjustment;
  const signed = amount > 0 ? `+${usdt(amount)}` : usdt(amount);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/admin/members/${member._id}`}
            className="block truncate font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            {member.fullName}
          </Link>
          {member.referId && (
            <p className="text-sm text-slate-400">{tx('cr.uid', { uid: <PersonName>{member.referId}</PersonName> })}</p>
          )}
        </div>
        <Badge tone={STATUS_TONE[adjustment.status]}>{t(STATUS_LABELS[adjustment.status])}</Badge>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="mr-1 text-xl font-semibold text-slate-50 tabular-nums">
          <span className="sr-only">{t('cr.amount')}</span>
          {signed}
        </p>
        <Badge tone="slate">{WALLET_LABELS[wallet]}</Badge>
        <Badge tone="blue">{ADJUSTMENT_KIND_LABELS[adjustment.kind]}</Badge>
      </div>
      <p className="mt-2 break-words text-sm text-slate-200">
        <span className="sr-only">{t('cr.reason')}</span>
        {adjustment.reason}
      </p>
      <p className="mt-2 text-sm text-slate-400">
        {tx('cr.requestedBy', {
          name: <PersonName>{adjustment.requestedBy.fullName}</PersonName>,
          when: <DateTime value={adjustment.requestedAt} />,
        })}
      </p>
      <Review adjustment={adjustment} />
      <AdjustmentReviewActions
        adjustment={adjustment}
        label={t('cr.actsOn', { amount: usdt(amount), name: member.fullName, wallet: WALLET_LABELS[wallet] })}
      />
    </li>
  );
}
