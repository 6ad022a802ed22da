import { ProgressBar } from '@app/web-kit/components/ui/progress-bar';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { PACKAGE_TEXTS } from '../texts';

/** "Days completed 3 / 30" and its bar: the paid days of an order out of its maturity. */
export function DaysProgress({ totalDays, maturity }: { totalDays: number; maturity: number }) {
  const { t } = useTexts(PACKAGE_TEXTS);
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between gap-3 text-sm">
        <span className="text-slate-400">{t('pk.daysCompleted')}</span>
        <span className="font-semibold text-slate-100 tabular-nums">
          {formatNumber(totalDays)} / {formatNumber(maturity)}
        </span>
      </p>
      <ProgressBar
        value={totalDays}
        max={maturity}
        label={t('pk.daysCompleted')}
        valueText={t('pk.daysOf', { done: formatNumber(totalDays), total: formatNumber(maturity) })}
      />
    </div>
  );
}
