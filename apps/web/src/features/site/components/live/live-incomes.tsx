import { usePublicSettings } from '../../../../api/get-public-settings';
import { PANEL } from '../../../../components/ui/link-styles';
import { percent, usdt } from '../../../../lib/format';
import { LiveError, LiveLoading } from './live-state';

const LEVEL_NAMES = ['A (your direct referrals)', 'B (their referrals)', 'C (the level below)'];

/**
 * How each income is worked out, with the operator's current figures (docs/product.md#incomes): daily profit,
 * level income on three team levels, direct income on a referral's purchase, and one-time rank rewards.
 */
export function LiveIncomes() {
  const { data: settings, isPending, isError, refetch } = usePublicSettings();
  if (isPending) return <LiveLoading label="Loading the income rules" rows={4} />;
  if (isError) return <LiveError what="the income rules" onRetry={() => void refetch()} />;
  const ranks = settings.rankTable.filter((step) => step.reward > 0);
  return (
    <ul aria-label="How incomes are paid" className="mt-6 grid gap-4 md:grid-cols-2">
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">Daily profit</h3>
        <p className="mt-2 text-slate-300">
          Each active package pays its daily rate of its price once per platform day. The day turns at midnight in the{' '}
          {settings.timezone} time zone.{' '}
          {settings.autoSettlement
            ? 'The platform settles every active package each day for you.'
            : 'You claim it in your account; a claim pays every active package for that day.'}{' '}
          A missed day is not paid afterwards, but nothing is lost: the package earns for its full number of paid days,
          so it simply ends one day later.
        </p>
      </li>
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">Level income</h3>
        <p className="mt-2 text-slate-300">
          When someone in your team is paid a daily profit, you earn a share of that profit by their level:
        </p>
        <ul className="mt-3 space-y-1 text-sm text-slate-200">
          {settings.levelIncomePercents.map((share, index) => (
            <li key={LEVEL_NAMES[index]}>
              Level {LEVEL_NAMES[index]}: <strong className="text-teal-300">{percent(share)}</strong>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-400">Only on a day you hold a package that earns that day yourself.</p>
      </li>
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">Direct income</h3>
        <p className="mt-2 text-slate-300">
          When a member you referred buys a package, you earn{' '}
          <strong className="text-teal-300">{percent(settings.directIncomePercent)}</strong> of its price, once per
          purchase, whether or not you hold a package yourself.
        </p>
      </li>
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">Reward income</h3>
        <p className="mt-2 text-slate-300">
          Ranks rise with the capital your team holds in active packages and your active direct referrals; each new rank
          pays a one-time reward, and a rank once reached is kept.
        </p>
        {ranks.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-200">
            {ranks.map((step) => (
              <li key={step.rank}>
                Rank {step.rank}: team capital {usdt(step.teamBusiness)}, {step.activeDirects} active directs, reward{' '}
                <strong className="text-teal-300">{usdt(step.reward)}</strong>
              </li>
            ))}
          </ul>
        )}
      </li>
    </ul>
  );
}
