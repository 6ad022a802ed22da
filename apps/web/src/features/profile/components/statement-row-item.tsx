import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatUsdt, shortenHash } from '@app/web-kit/lib/format';
import type { StatementEntry } from '../api/get-statement';
import { STATEMENT_TEXTS } from '../statement-texts';
import { statementLabel } from './statement-label';

/** Every digit the ledger holds (up to 6 decimals), at least 2: a statement must add up to the cent and below. */
export function exactUsdt(amount: number, options: { signed?: boolean } = {}): string {
  const text = formatUsdt(Math.abs(amount));
  const sign = amount < 0 ? '-' : options.signed && amount > 0 ? '+' : '';
  return `${sign}${text} USDT`;
}

/** One posting: when, what, from which record, the amount, and the wallet's balance right after it. */
export function StatementRowItem({ entry }: { entry: StatementEntry }) {
  const { t, tx } = useTexts(STATEMENT_TEXTS);
  const isCredit = entry.amount > 0;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-2xl border border-slate-800 bg-slate-900/80 p-4">
      <p className="font-semibold text-slate-50">{statementLabel(entry)}</p>
      <p className={`text-right font-semibold tabular-nums ${isCredit ? 'text-green-300' : 'text-rose-300'}`}>
        <span className="sr-only">{isCredit ? t('st.credit') : t('st.debit')}</span>
        {exactUsdt(entry.amount, { signed: true })}
      </p>
      <p className="text-sm text-slate-400">
        <time dateTime={entry.createdAt} className="tabular-nums">
          {formatDateTime(entry.createdAt)}
        </time>
        {entry.reference && (
          <>
            {' · '}
            <span className="font-mono" title={entry.reference}>
              {shortenHash(entry.reference)}
            </span>
          </>
        )}
      </p>
      <p className="text-right text-sm text-slate-400 tabular-nums">
        {tx('st.balance', { amount: <span className="text-slate-200">{exactUsdt(entry.balance)}</span> })}
      </p>
    </li>
  );
}
