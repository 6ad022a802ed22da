import type { BonusRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDay, usdt } from '@app/web-kit/lib/format';
import { INCOME_TEXTS } from '../texts';
import { KIND_LABEL } from './income-sources';

/** A bonus on /bonus-income, or among all income on /earn, where its kind is named like every other row's. */
export function BonusRowItem({ row, showKind = false }: { row: BonusRow; showKind?: boolean }) {
  const { t } = useTexts(INCOME_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold text-teal-200 tabular-nums">
          <span className="sr-only">{t('inc.amount')}</span>+{usdt(row.amount)}
        </p>
        <time dateTime={row.day} className="pt-1 text-sm text-slate-400 tabular-nums">
          {formatDay(row.day)}
        </time>
      </div>
      {showKind && (
        <p className="mt-2">
          <Badge tone="blue">{KIND_LABEL.bonus}</Badge>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('inc.for')}</dt>
        <dd className="min-w-0 break-words text-slate-200">{row.reason}</dd>
      </dl>
    </li>
  );
}
