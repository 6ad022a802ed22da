import type { Dashboard, OrderRow } from '@app/contract';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { PACKAGE_TEXTS } from '../texts';

/** The platform day after `day` (both YYYY-MM-DD): calendar arithmetic, no time zone involved. */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

// docs/product.md#daily-profit: a claim pays one day per order and an order earns for `maturity` paid days.
export const MISSED_DAY_TEXT = PACKAGE_TEXTS['pk.missedDay'];

/** Midnight of the next platform day, in the platform's time zone: when a claimed day's next claim opens. */
export function nextClaimOpens(dashboard: Dashboard): string {
  return `${nextDay(dashboard.today)} 00:00 (${dashboard.timezone})`;
}

/** Every active order is paid for today: the member (or the automatic settlement) has claimed the day. */
export function isClaimedToday(orders: OrderRow[]): boolean {
  const active = orders.filter((order) => order.status === 'active');
  return active.length > 0 && active.every((order) => order.paidToday);
}

function nextClaim(dashboard: Dashboard, orders: OrderRow[]): 'pk.afterYouBuy' | 'pk.claimNow' | { at: string } {
  const active = orders.filter((order) => order.status === 'active');
  if (active.length === 0) return 'pk.afterYouBuy';
  if (active.some((order) => !order.paidToday)) return 'pk.claimNow';
  return { at: nextClaimOpens(dashboard) };
}

interface ClaimStatusProps {
  dashboard: Dashboard | undefined;
  orders: OrderRow[] | undefined;
  /** A call the figures need failed: "Loading" would never end. */
  loadFailed?: boolean;
  onRetry?: () => void;
}

/** What today's claim paid, when the next one opens (midnight in the platform's time zone), and what a missed day means. */
export function ClaimStatus({ dashboard, orders, loadFailed = false, onRetry = () => {} }: ClaimStatusProps) {
  const { t } = useTexts(PACKAGE_TEXTS);
  if (loadFailed)
    return (
      <div className="w-full max-w-sm">
        <LoadError what={t('pk.yourClaimDays')} onRetry={onRetry} />
      </div>
    );
  const next = dashboard && orders ? nextClaim(dashboard, orders) : 'pk.loading';
  return (
    <div className="w-full max-w-sm space-y-3 text-left">
      <dl aria-busy={dashboard && orders ? undefined : true} className="space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-400">
            {dashboard ? t('pk.claimedTodayOn', { day: dashboard.today }) : t('pk.claimedToday')}
          </dt>
          <dd className="font-semibold text-slate-50 tabular-nums">
            {dashboard ? usdt(dashboard.todayTradingIncome) : t('pk.loading')}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-400">{t('pk.nextClaim')}</dt>
          <dd className="text-right font-semibold text-slate-50 tabular-nums">
            {typeof next === 'string' ? t(next) : next.at}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-400">{t('pk.missedDay')}</p>
    </div>
  );
}
