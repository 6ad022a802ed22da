import type { Dashboard } from '@app/contract';
import { StatBadge } from '@app/web-kit/components/ui/stat-badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdtShownTogether } from '@app/web-kit/lib/format';
import { PACKAGE_TEXTS } from '../texts';

const STATS = [
  { label: 'pk.stat.selfInvest', key: 'totalInvestmentAmount' },
  { label: 'pk.stat.teamInvest', key: 'teamInvestment' },
  { label: 'pk.stat.tradingIncome', key: 'tradingIncome' },
  { label: 'pk.stat.levelIncome', key: 'levelIncome' },
  { label: 'pk.stat.directIncome', key: 'directIncome' },
  { label: 'pk.stat.rewardIncome', key: 'rewardIncome' },
  { label: 'pk.stat.bonusIncome', key: 'bonusIncome' },
  { label: 'pk.stat.todayIncome', key: 'todayIncome' },
  { label: 'pk.stat.totalIncome', key: 'totalIncome' },
] as const satisfies readonly { label: keyof typeof PACKAGE_TEXTS; key: keyof Dashboard }[];

export function ReserveStats({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTexts(PACKAGE_TEXTS);
  const { decimals } = usdtShownTogether(STATS.map((stat) => dashboard?.[stat.key]));
  return (
    <dl
      aria-busy={dashboard ? undefined : true}
      className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1"
    >
      {STATS.map((stat) => (
        <StatBadge key={stat.key} label={t(stat.label)} usdt={dashboard?.[stat.key]} decimals={decimals} />
      ))}
    </dl>
  );
}
