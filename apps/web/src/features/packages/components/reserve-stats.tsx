import type { Dashboard, EarningKind } from '@app/contract';
import { StatBadge } from '@app/web-kit/components/ui/stat-badge';
import { useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdtShownTogether } from '@app/web-kit/lib/format';
import { PACKAGE_TEXTS } from '../texts';

/** Each figure by this area's words, or a kind's total by the kind's title. */
const STATS = [
  { label: 'pk.stat.selfInvest', key: 'totalInvestmentAmount' },
  { label: 'pk.stat.teamInvest', key: 'teamInvestment' },
  { kind: 'trading', key: 'tradingIncome' },
  { kind: 'level', key: 'levelIncome' },
  { kind: 'direct', key: 'directIncome' },
  { kind: 'reward', key: 'rewardIncome' },
  { kind: 'bonus', key: 'bonusIncome' },
  { label: 'pk.stat.todayIncome', key: 'todayIncome' },
  { label: 'pk.stat.totalIncome', key: 'totalIncome' },
] as const satisfies readonly ({ key: keyof Dashboard } & (
  | { label: keyof typeof PACKAGE_TEXTS }
  | { kind: EarningKind }
))[];

export function ReserveStats({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTexts(PACKAGE_TEXTS);
  const kindLabel = useKindLabel();
  const { decimals } = usdtShownTogether(STATS.map((stat) => dashboard?.[stat.key]));
  return (
    <dl
      aria-busy={dashboard ? undefined : true}
      className="grid grid-cols-2 gap-3 lg:grid-cols-3 [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1"
    >
      {STATS.map((stat) => (
        <StatBadge
          key={stat.key}
          label={'kind' in stat ? kindLabel(stat.kind, 'title') : t(stat.label)}
          usdt={dashboard?.[stat.key]}
          decimals={decimals}
        />
      ))}
    </dl>
  );
}
