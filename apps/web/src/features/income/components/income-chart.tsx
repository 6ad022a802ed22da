import type { IncomeList } from '@app/contract';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatDay, formatNumber, usdt } from '@app/web-kit/lib/format';
import { useId } from 'react';
import { INCOME_TEXTS } from '../texts';

type Day = IncomeList['daily'][number];

function summary(daily: Day[]): string {
  const total = daily.reduce((sum, day) => sum + day.amount, 0);
  const best = daily.reduce<Day | null>((top, day) => (day.amount > (top?.amount ?? 0) ? day : top), null);
  const count = formatNumber(daily.length);
  if (!best) return textOf(INCOME_TEXTS, 'inc.noneInDays', { count });
  return textOf(INCOME_TEXTS, 'inc.summary', {
    total: usdt(total),
    count,
    day: formatDay(best.day),
    best: usdt(best.amount),
  });
}

/** The last 30 days as bars; a screen reader gets a sentence and the figures as a table instead. */
export function IncomeChart({ daily }: { daily: Day[] }) {
  const { t } = useTexts(INCOME_TEXTS);
  const captionId = useId();
  const highest = Math.max(0, ...daily.map((day) => day.amount));
  const [first, last] = [daily[0], daily.at(-1)];
  return (
    <figure aria-labelledby={captionId} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-200">
        {t('inc.lastDays', { count: formatNumber(daily.length) })}
      </figcaption>
      <p className="mt-1 text-xs text-slate-400">{summary(daily)}</p>
      <div aria-hidden="true" className="mt-4 flex h-28 items-end gap-px sm:gap-0.5">
        {daily.map((day) => (
          <div
            key={day.day}
            title={`${formatDay(day.day)}: ${usdt(day.amount)}`}
            className={`min-w-0 flex-1 rounded-t-sm ${day.amount > 0 ? 'bg-teal-400/80' : 'bg-slate-800'}`}
            style={{ height: highest > 0 && day.amount > 0 ? `max(3px, ${(day.amount / highest) * 100}%)` : '2px' }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-1.5 flex justify-between text-xs text-slate-400 tabular-nums">
        <span>{first && formatDay(first.day)}</span>
        <span>{last && formatDay(last.day)}</span>
      </div>
      <table className="sr-only">
        <caption>{t('inc.perDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inc.day')}</th>
            <th scope="col">{t('inc.amountColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <td>{formatDay(day.day)}</td>
              <td>{usdt(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
