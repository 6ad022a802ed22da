import { StatBadge } from '@app/web-kit/components/ui/stat-badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdtShownTogether } from '@app/web-kit/lib/format';
import { INCOME_TEXTS } from '../texts';

export function IncomeTotals({ totalAmount, todayAmount }: { totalAmount: number; todayAmount: number }) {
  const { t } = useTexts(INCOME_TEXTS);
  const { decimals } = usdtShownTogether([totalAmount, todayAmount]);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <StatBadge label={t('inc.total')} usdt={totalAmount} decimals={decimals} />
      <StatBadge label={t('inc.today')} usdt={todayAmount} decimals={decimals} />
    </dl>
  );
}
