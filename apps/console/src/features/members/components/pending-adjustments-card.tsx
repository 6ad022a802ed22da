import type { AdjustmentRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { AdjustmentReviewActions } from '../../../kit/components/adjustment-review-actions';
import { ADJUSTMENT_KIND_LABELS, WALLET_LABELS } from '../../../kit/components/member-labels';
import { TitledCard } from '../../../kit/components/titled-card';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

/**
 * Credits above the approval limit, waiting for a second operator (docs/decisions/007-operator-console.md): another
 * operator approves or rejects each; the one who asked sees it waiting and has no button (the API refuses them too).
 */
export function PendingAdjustmentsCard({ adjustments }: { adjustments: AdjustmentRow[] }) {
  const { t, tx } = useTexts(CONSOLE_MEMBER_TEXTS);
  if (adjustments.length === 0) return null;

  return (
    <TitledCard id="pending-adjustments" title={t('cmb.pendingTitle')} note={t('cmb.pendingNote')}>
      <ul className="mt-4 space-y-3">
        {adjustments.map((adjustment) => {
          const label = t('cmb.pendingLabel', {
            amount: usdt(adjustment.amount),
            wallet: WALLET_LABELS[adjustment.wallet],
          });
          return (
            <li key={adjustment._id} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-teal-200 tabular-nums">+{usdt(adjustment.amount)}</span>
                <Badge tone="slate">{WALLET_LABELS[adjustment.wallet]}</Badge>
                <Badge tone="blue">{ADJUSTMENT_KIND_LABELS[adjustment.kind]}</Badge>
              </div>
              <p className="mt-2 break-words text-sm text-slate-200">{adjustment.reason}</p>
              <p className="mt-1 text-sm text-slate-400">
                {tx('cmb.requestedBy', {
                  name: adjustment.requestedBy.fullName,
                  time: <DateTime value={adjustment.requestedAt} />,
                })}
              </p>
              <AdjustmentReviewActions adjustment={adjustment} label={label} />
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
