import { StatBadge } from '../../../components/ui/stat-badge';
import { useTexts } from '../../../i18n/texts';
import { INCOME_TEXTS } from '../texts';

export function IncomeTotals({ totalAmount, todayAmount }: { totalAmount: number; todayAmount: number }) {
  const { t } = useTexts(INCOME_TEXTS);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <StatBadge label={t('inc.total')} usdt={totalAmount} />
      <StatBadge label={t('inc.today')} usdt={todayAmount} />
    </dl>
  );
}
