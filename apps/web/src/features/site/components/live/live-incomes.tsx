import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { PANEL } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { LiveError, LiveLoading } from './live-state';
import { SITE_LIVE_TEXTS } from './texts';

const LEVEL_KEYS = ['site.live.levelA', 'site.live.levelB', 'site.live.levelC'] as const;

/**
 * How each income is worked out, with the operator's current figures (docs/product.md#incomes): daily profit,
 * level income on three team levels, direct income on a referral's purchase, and one-time rank rewards.
 */
export function LiveIncomes() {
  const { data: settings, isPending, isError, refetch } = usePublicSettings();
  const { t, tx } = useTexts(SITE_LIVE_TEXTS);
  if (isPending) return <LiveLoading label={t('site.live.loadingIncomes')} rows={4} />;
  if (isError) return <LiveError what={t('site.live.theIncomes')} onRetry={() => void refetch()} />;
  const ranks = settings.rankTable.filter((step) => step.reward > 0);
  return (
    <ul aria-label={t('site.live.incomesList')} className="mt-6 grid gap-4 md:grid-cols-2">
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">{t('site.live.dailyProfit')}</h3>
        <p className="mt-2 text-slate-300">
          {t('site.live.dailyProfitText', { timezone: settings.timezone })}{' '}
          {settings.autoSettlement ? t('site.live.autoSettlement') : t('site.live.claimSettlement')}{' '}
          {t('site.live.missedDay')}
        </p>
      </li>
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">{t('site.live.levelIncome')}</h3>
        <p className="mt-2 text-slate-300">{t('site.live.levelIncomeText')}</p>
        <ul className="mt-3 space-y-1 text-sm text-slate-200">
          {settings.levelIncomePercents.map((share, index) => (
            <li key={LEVEL_KEYS[index]}>
              {tx(LEVEL_KEYS[index] ?? 'site.live.levelC', {
                share: <strong className="text-teal-300">{percent(share)}</strong>,
              })}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-400">{t('site.live.levelCondition')}</p>
      </li>
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">{t('site.live.directIncome')}</h3>
        <p className="mt-2 text-slate-300">
          {tx('site.live.directIncomeText', {
            share: <strong className="text-teal-300">{percent(settings.directIncomePercent)}</strong>,
          })}
        </p>
      </li>
      <li className={`${PANEL} p-6`}>
        <h3 className="text-lg font-semibold text-slate-50">{t('site.live.rewardIncome')}</h3>
        <p className="mt-2 text-slate-300">{t('site.live.rewardIncomeText')}</p>
        {ranks.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-200">
            {ranks.map((step) => (
              <li key={step.rank}>
                {tx('site.live.rankLine', {
                  rank: formatNumber(step.rank),
                  capital: usdt(step.teamBusiness),
                  directs: formatNumber(step.activeDirects),
                  reward: <strong className="text-teal-300">{usdt(step.reward)}</strong>,
                })}
              </li>
            ))}
          </ul>
        )}
      </li>
    </ul>
  );
}
