import { MSG } from '@app/contract';
import { PageTitle } from '@app/web-kit/components/page-title';
import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { filterPillClasses } from '@app/web-kit/components/ui/filter-pill';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { PagedList } from '@app/web-kit/components/ui/paged-list';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDownloadStatementCsv } from '../api/download-statement-csv';
import { isDayRangeReversed, type StatementWallet, useStatement } from '../api/get-statement';
import { StatementRowItem } from '../components/statement-row-item';
import { STATEMENT_TEXTS } from '../statement-texts';

const WALLETS: { value: StatementWallet; label: 'st.deposit' | 'st.income' }[] = [
  { value: 'deposit', label: 'st.deposit' },
  { value: 'income', label: 'st.income' },
];

/** /statement: every credit and debit of one wallet, newest first, with the balance after each. */
export function StatementPage() {
  const { t } = useTexts(STATEMENT_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const wallet: StatementWallet = searchParams.get('wallet') === 'income' ? 'income' : 'deposit';
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const page = pageFrom(searchParams);
  const { data, isLoading, error, isPlaceholderData, refetch } = useStatement({ wallet, from, to, page });
  const isReversed = isDayRangeReversed({ from, to });
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
      <PageTitle page={t('st.title')} />
      <div>
        <h1 className="text-2xl font-bold text-slate-50">{t('st.title')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('st.intro')}</p>
      </div>
      <nav aria-label={t('st.wallet')} className="flex gap-2">
        {WALLETS.map((option) => (
          <Link
            key={option.value}
            to={`?${paramsOf({ wallet: option.value, from, to })}`}
            aria-current={option.value === wallet ? 'page' : undefined}
            className={filterPillClasses(option.value === wallet)}
          >
            {t(option.label)}
          </Link>
        ))}
      </nav>
      {/* Keyed by the applied days, so the fields show what the list is filtered by after back and forward. */}
      <form
        key={`${from}|${to}`}
        onSubmit={applyDays}
        className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <TextField name="from" label={t('st.from')} type="date" defaultValue={from} />
        <TextField
          name="to"
          label={t('st.to')}
          type="date"
          defaultValue={to}
          error={isReversed ? translateMessage(MSG.dayRangeInvalid) : undefined}
        />
        <button type="submit" className={buttonClasses('secondary', 'col-span-2 sm:col-span-1')}>
          {t('st.show')}
        </button>
      </form>
      {isLoading && <ListSkeleton label={t('st.loading')} />}
      {error && !data && !isReversed && (
        <LoadError what={t('st.yours')} onRetry={() => void refetch()} message={error.message} />
      )}
      {data && !isReversed && data.docs.length === 0 && (
        <EmptyState
          title={isFiltered ? t('st.nothingInDays') : t('st.noneYet')}
          hint={isFiltered ? t('st.otherDays') : t('st.noneHint')}
        />
      )}
      {data && !isReversed && data.docs.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-400">
              {t(data.totalDocs === 1 ? 'st.countOne' : 'st.countOther', { count: formatNumber(data.totalDocs) })}
            </p>
            <Button
              variant="secondary"
              className="min-h-10 px-4 text-sm"
              loading={download.isPending}
              onClick={() => download.mutate({ wallet, from, to })}
            >
              {t('st.csv')}
            </Button>
            {download.error && (
              <p role="alert" className="basis-full text-sm text-rose-300">
                {errorMessage(download.error)}
              </p>
            )}
          </div>
          <PagedList
            label={t('st.title')}
            isLoadingPage={isPlaceholderData}
            page={page}
            totalPages={data.totalPages}
            hrefFor={(target) => `?${paramsOf({ wallet, from, to, page: target })}`}
          >
            {data.docs.map((entry) => (
              <StatementRowItem key={entry._id} entry={entry} />
            ))}
          </PagedList>
        </>
      )}
    </div>
  );
}
