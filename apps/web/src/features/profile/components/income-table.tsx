import type { Dashboard, EarningKind, MemberProfile } from '@app/contract';
import { useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatUsdt } from '@app/web-kit/lib/format';

interface IncomeTableProps {
  profile: MemberProfile;
  /** Undefined while it loads or when it failed: its two totals then show a dash. */
  dashboard: Dashboard | undefined;
}

/** Each kind's row (its title the kind's own word), by the profile's and the dashboard's figures of it. */
function kindRowsOf(profile: MemberProfile, dashboard: Dashboard | undefined) {
  return [
    { kind: 'trading', daily: profile.todayProfitTrading, total: profile.aarohiIncome },
    { kind: 'level', daily: profile.todayProfitLevel, total: profile.levelIncome },
    { kind: 'direct', daily: profile.todayProfitDirect, total: profile.ProfitDirect },
    { kind: 'reward', daily: profile.todayProfitReward, total: dashboard?.rewardIncome },
    { kind: 'bonus', daily: profile.todayProfitBonus, total: profile.bonusIncome },
  ] as const satisfies readonly { kind: EarningKind; daily: number; total: number | undefined }[];
}

const cell = (amount: number | undefined) => (amount === undefined ? '—' : formatUsdt(amount));

/** Spec /my: each income today and in total, in USDT; the kinds, operators' bonuses among them, add up to the last row. */
export function IncomeTable({ profile, dashboard }: IncomeTableProps) {
  const { t } = useT();
  const kindLabel = useKindLabel();
  const rows = [
    ...kindRowsOf(profile, dashboard).map((row) => ({ ...row, label: kindLabel(row.kind, 'title') })),
    { kind: 'all', label: t('income.totalIncome'), daily: profile.todayProfit, total: dashboard?.totalIncome },
  ];
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/80">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-lg font-semibold text-slate-50 sm:px-5">
          {t('income.title')} <span className="text-sm font-normal text-slate-400">(USDT)</span>
        </caption>
        <thead className="border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium sm:px-5">
              <span className="sr-only">{t('income.title')}</span>
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('income.daily')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium sm:pr-5">
              {t('income.total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 tabular-nums">
          {rows.map((row, index) => {
            const isTotal = index === rows.length - 1;
            return (
              <tr key={row.kind} className={isTotal ? 'bg-slate-950/40 font-semibold' : ''}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-200 sm:px-5">
                  {row.label}
                </th>
                <td className="px-4 py-3 text-right text-slate-100">{cell(row.daily)}</td>
                <td className="px-4 py-3 text-right text-teal-200 sm:pr-5">{cell(row.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
