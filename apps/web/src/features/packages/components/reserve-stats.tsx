import type { Dashboard } from '@app/contract';
import { StatBadge } from '../../../components/ui/stat-badge';

const STATS = [
  { label: 'Self Invest', key: 'totalInvestmentAmount' },
  { label: 'Team Invest', key: 'teamInvestment' },
  { label: 'Trading Income', key: 'tradingIncome' },
  { label: 'Level Income', key: 'levelIncome' },
  { label: 'Direct Income', key: 'directIncome' },
  { label: 'Reward Income', key: 'rewardIncome' },
  { label: 'Bonus Income', key: 'bonusIncome' },
  { label: 'Today total Income', key: 'todayIncome' },
  { label: 'Total Income', key: 'totalIncome' },
] as const satisfies readonly { label: string; key: keyof Dashboard }[];

export function ReserveStats({ dashboard }: { dashboard: Dashboard | undefined }) {
  return (
    <dl
      aria-busy={dashboard ? undefined : true}
      className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1"
    >
      {STATS.map((stat) => (
        <StatBadge key={stat.key} label={stat.label} usdt={dashboard?.[stat.key]} />
      ))}
    </dl>
  );
}
