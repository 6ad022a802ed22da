import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { filterPillClasses } from '../../../components/ui/filter-pill';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/toast';
import { useDownloadStatementCsv } from '../api/download-statement-csv';
import { type StatementWallet, useStatement } from '../api/get-statement';
import { StatementRowItem } from '../components/statement-row-item';

const WALLETS: { value: StatementWallet; label: string }[] = [
  { value: 'deposit', label: 'Electronic Wallet' },
  { value: 'income', label: 'Flexible wallet' },
];

/** /statement: every credit and debit of one wallet, newest first, with the balance after each. */
export function StatementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const wallet: StatementWallet = searchParams.get('wallet') === 'income' ? 'income' : 'deposit';
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const page = pageFrom(searchParams);
  const { data, isPending, error, isPlaceholderData, refetch } = useStatement({ wallet, from, to, page });
  const download = useDownloadStatementCsv();

  const paramsOf = (next: { wallet: StatementWallet; from: string; to: string; page?: number }) =>
    new URLSearchParams([
      ['wallet', next.wallet],
      ...(next.from ? [['from', next.from]] : []),
      ...(next.to ? [['to', next.to]] : []),
      ...(next.page ? [['page', String(next.page)]] : []),
    ]);
  const applyDays = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearchParams(paramsOf({ wallet, from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') }));
  };
  const isFiltered = Boolean(from || to);

  return (
    <div className="space-y-6">
      <PageTitle page="Statement" />
      <div>
        <h1 className="text-2xl font-bold text-slate-50">Statement</h1>
        <p className="mt-1 text-sm text-slate-400">
          Every credit and debit of the wallet, newest first, with its balance right after. The top row of the first
          page shows the balance the wallet holds now.
        </p>
      </div>
      <nav aria-label="Wallet" className="flex gap-2">
        {WALLETS.map((option) => (
          <Link
            key={option.value}
            to={`?${paramsOf({ wallet: option.value, from, to })}`}
            aria-current={option.value === wallet ? 'page' : undefined}
            className={filterPillClasses(option.value === wallet)}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      {/* Keyed by the applied days, so the fields show what the list is filtered by after back and forward. */}
      <form
        key={`${from}|${to}`}
        onSubmit={applyDays}
        className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <TextField name="from" label="From" type="date" defaultValue={from} />
        <TextField name="to" label="To" type="date" defaultValue={to} />
        <button type="submit" className={buttonClasses('secondary', 'col-span-2 sm:col-span-1')}>
          Show these days
        </button>
      </form>
      {isPending && <ListSkeleton label="Loading your statement" />}
      {error && !data && <LoadError what="your statement" onRetry={() => void refetch()} message={error.message} />}
      {data && data.docs.length === 0 && (
        <EmptyState
          title={isFiltered ? 'Nothing in these days' : 'No movements yet'}
          hint={
            isFiltered
              ? 'Choose other days, or clear them to see the whole statement.'
              : 'Deposits, purchases, incomes and withdrawals of this wallet appear here.'
          }
        />
      )}
      {data && data.docs.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-400">
              {data.totalDocs.toLocaleString('en-US')} {data.totalDocs === 1 ? 'movement' : 'movements'}
            </p>
            <Button
              variant="secondary"
              className="min-h-10 px-4 text-sm"
              loading={download.isPending}
              onClick={() => download.mutate({ wallet, from, to })}
            >
              Download CSV
            </Button>
            {download.error && (
              <p role="alert" className="basis-full text-sm text-rose-300">
                {errorMessage(download.error)}
              </p>
            )}
          </div>
          <ul
            aria-label="Statement"
            aria-busy={isPlaceholderData || undefined}
            className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.docs.map((entry) => (
              <StatementRowItem key={entry._id} entry={entry} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <Pager
              page={page}
              totalPages={data.totalPages}
              hrefFor={(target) => `?${paramsOf({ wallet, from, to, page: target })}`}
            />
          )}
        </>
      )}
    </div>
  );
}
