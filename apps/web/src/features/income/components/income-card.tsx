import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDay, usdt } from '@app/web-kit/lib/format';
import type { ReactNode } from 'react';
import { INCOME_TEXTS } from '../texts';

/** The frame of every income row, a bonus's too: the amount credited and its day, then what the kind tells of it. */
export function IncomeCard({ amount, day, children }: { amount: number; day: string; children: ReactNode }) {
  const { t } = useTexts(INCOME_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold text-teal-200 tabular-nums">
          <span className="sr-only">{t('inc.amount')}</span>+{usdt(amount)}
        </p>
        <time dateTime={day} className="pt-1 text-sm text-slate-400 tabular-nums">
          {formatDay(day)}
        </time>
      </div>
      {children}
    </li>
  );
}
