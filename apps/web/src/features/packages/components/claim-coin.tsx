import type { Dashboard } from '@app/contract';
import { isRepeatClick } from '@app/web-kit/components/ui/button';
import { Spinner } from '@app/web-kit/components/ui/spinner';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { useId } from 'react';
import { useActivePackages } from '../../../api/get-active-packages';
import { useDashboard } from '../../../api/get-dashboard';
import { useClaimProfit } from '../api/claim-profit';
import { PACKAGE_TEXTS } from '../texts';
import { ClaimStatus, isClaimedToday, nextClaimOpens } from './claim-status';
import { CoinIcon } from './coin-icon';

/** The coin's invitation, in English. */
export const CLAIM_HINT = PACKAGE_TEXTS['pk.claimHint'];

/** What the coin says once today is claimed: the invitation to click would promise a profit already paid. */
export function claimedHint(dashboard: Dashboard | undefined): string {
  return dashboard
    ? textOf(PACKAGE_TEXTS, 'pk.claimedNext', { when: nextClaimOpens(dashboard) })
    : textOf(PACKAGE_TEXTS, 'pk.claimedTomorrow');
}

/** Spec /reserve: the coin claims today's trading profit. */
export function ClaimCoin() {
  const { t } = useTexts(PACKAGE_TEXTS);
  const claim = useClaimProfit();
  const { busy, run } = useSingleFlight();
  const dashboardQuery = useDashboard();
  const ordersQuery = useActivePackages();
  const { data: dashboard } = dashboardQuery;
  const { data: orders, dataUpdatedAt } = ordersQuery;
  // Either call failing leaves the claim figures unknown: they say so and offer a retry, as the totals do.
  const isStatusFailed = (dashboardQuery.isError && !dashboard) || (ordersQuery.isError && !orders);
  const retryStatus = () => {
    if (!dashboard) void dashboardQuery.refetch();
    if (!orders) void ordersQuery.refetch();
  };
  const hintId = useId();
  // The claim's success counts until the orders read after it arrive; from then they decide (a day claimed in another
  // tab or by the settlement, a new day begun).
  const justClaimed = claim.isSuccess && claim.submittedAt >= dataUpdatedAt;
  const claimed = justClaimed || (orders !== undefined && isClaimedToday(orders));
  return (
    <section
      aria-label={t('pk.todaysProfit')}
      className="flex flex-col items-center gap-4 rounded-2xl border border-amber-400/20 bg-gradient-to-b from-amber-400/10 to-slate-900 p-6 text-center"
    >
      <button
        type="button"
        aria-label={t('pk.claimProfit')}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={(event) => {
          if (!isRepeatClick(event)) void run(() => claim.mutateAsync());
        }}
        className="relative grid place-items-center rounded-full transition hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-teal-300 focus-visible:ring-offset-4 focus-visible:ring-offset-slate-900 active:scale-95 disabled:cursor-wait disabled:opacity-70 disabled:hover:scale-100"
      >
        <CoinIcon className="size-28 drop-shadow-[0_8px_24px_rgba(245,158,11,0.35)] sm:size-32" />
        {busy && (
          <span className="absolute inset-0 grid place-items-center text-slate-950">
            <Spinner className="size-10" />
          </span>
        )}
      </button>
      <p id={hintId} className="max-w-xs text-slate-200">
        {claimed ? claimedHint(dashboard) : t('pk.claimHint')}
      </p>
      <ClaimStatus dashboard={dashboard} orders={orders} loadFailed={isStatusFailed} onRetry={retryStatus} />
    </section>
  );
}
