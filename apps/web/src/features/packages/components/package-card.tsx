import { MSG, type OrderRow, type PackageRow } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { percent } from '@app/web-kit/lib/format';
import { packagePrice } from '@app/web-kit/lib/package-price';
import { useEffect, useId, useRef } from 'react';
import { PACKAGE_TEXTS } from '../texts';
import { DaysProgress } from './days-progress';
import { PackageStatusBadge } from './package-status-badge';

interface PackageCardProps {
  pack: PackageRow;
  /** The member's active order of this package, if any. */
  activeOrder: OrderRow | undefined;
  /** Bought from this page a moment ago: the card takes the focus, so it stays on what just happened. */
  isJustBought?: boolean;
  isPurchasing: boolean;
  onBuy: (pack: PackageRow) => void;
}

function blockedReason(pack: PackageRow, activeOrder: OrderRow | undefined): string | null {
  if (activeOrder) return MSG.packageAlreadyActive;
  if (pack.status === 'inactive') return MSG.packageUnavailable;
  return null;
}

export function PackageCard({ pack, activeOrder, isJustBought = false, isPurchasing, onBuy }: PackageCardProps) {
  const { t, tx } = useTexts(PACKAGE_TEXTS);
  const titleId = useId();
  const noteId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const blocked = blockedReason(pack, activeOrder);
  // Runs after the purchase dialog's own clean-up has handed the focus back to the BUY button.
  useEffect(() => {
    if (isJustBought) cardRef.current?.focus();
  }, [isJustBought]);
  return (
    <li>
      <article
        ref={cardRef}
        tabIndex={isJustBought ? -1 : undefined}
        aria-labelledby={titleId}
        aria-describedby={isJustBought ? noteId : undefined}
        className="flex h-full flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-50">
            {pack.title}
          </h3>
          <PackageStatusBadge status={pack.status} isHeld={activeOrder !== undefined} />
        </div>
        {pack.description && (
          <p className="-mt-2 whitespace-pre-line break-words text-sm text-slate-300">{pack.description}</p>
        )}
        <div>
          <p className="text-2xl font-bold text-teal-200 tabular-nums">
            <span className="sr-only">{t(pack.maxPrice === null ? 'pk.price' : 'pk.amount')} </span>
            {packagePrice(pack)}
          </p>
          {pack.maxPrice !== null && <p className="mt-1 text-sm text-slate-400">{t('pk.rangeNote')}</p>}
          <p className="mt-1 text-slate-300">
            {tx('pk.incomeDaily', { rate: <span className="font-semibold text-slate-50">{percent(pack.yield)}</span> })}
          </p>
          {pack.handlingFee > 0 && (
            <p className="mt-1 text-slate-300">
              {tx('pk.handlingFeeOnTop', {
                rate: <span className="font-semibold text-slate-50">{percent(pack.handlingFee)}</span>,
              })}
            </p>
          )}
        </div>
        {activeOrder && <DaysProgress totalDays={activeOrder.totalDays} maturity={activeOrder.maturity} />}
        <div className="mt-auto space-y-1.5">
          <Button
            fullWidth
            disabled={blocked !== null || isPurchasing}
            aria-describedby={blocked ? noteId : undefined}
            onClick={() => onBuy(pack)}
          >
            {t('pk.buyPackage')}
            <span className="sr-only"> {pack.title}</span>
          </Button>
          {blocked && (
            <p id={noteId} className="text-center text-xs text-slate-400">
              {translateMessage(blocked)}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
