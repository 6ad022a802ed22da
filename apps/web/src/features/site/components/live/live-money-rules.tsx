import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PANEL } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import { LiveError, LiveLoading } from './live-state';
import { SITE_LIVE_TEXTS } from './texts';

/**
 * Deposits and withdrawals with the operator's current minimums and charges (docs/product.md#deposits,
 * docs/product.md#withdrawals); the same figures the member screens and the server use.
 */
export function LiveMoneyRules() {
  const { data: settings, isPending, isError, refetch } = usePublicSettings();
  const { t, tx } = useTexts(SITE_LIVE_TEXTS);
  if (isPending) return <LiveLoading label={t('site.live.loadingMoney')} rows={2} />;
  if (isError) return <LiveError what={t('site.live.theMoney')} onRetry={() => void refetch()} />;
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      <LabelledSection titleId="money-deposits" title={t('site.live.deposits')} level={3} className={`${PANEL} p-6`}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          <li>{t('site.live.depositNetwork')}</li>
          <li>
            {tx('site.live.depositLimits', {
              minimum: <strong className="text-teal-300">{usdt(settings.depositMinimum)}</strong>,
              maximum: usdt(settings.amountMaximum),
            })}
          </li>
          <li>{t('site.live.depositSubmit')}</li>
          <li>{t('site.live.depositIrreversible')}</li>
        </ul>
      </LabelledSection>
      <LabelledSection
        titleId="money-withdrawals"
        title={t('site.live.withdrawals')}
        level={3}
        className={`${PANEL} p-6`}
      >
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          <li>
            {tx('site.live.incomeWithdrawal', {
              minimum: <strong className="text-teal-300">{usdt(settings.withdrawalMinimum)}</strong>,
              charge: <strong className="text-teal-300">{percent(settings.withdrawalChargePercent)}</strong>,
            })}
          </li>
          <li>
            {t('site.live.capitalWithdrawal', {
              minimum: usdt(settings.packageWithdrawalMinimum),
              charge: percent(settings.packageWithdrawalChargePercent),
            })}
          </li>
          <li>{t('site.live.withdrawalReview')}</li>
          {settings.kycRequiredForWithdrawal && <li>{t('site.live.withdrawalKyc')}</li>}
        </ul>
      </LabelledSection>
    </div>
  );
}
