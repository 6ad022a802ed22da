import { useSearchParams } from 'react-router';
import type { IncomeSource } from '../../../api/income-query-keys';
import { PageTitle } from '../../../components/page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { useIncomeList } from '../api/get-income-list';
import { IncomeByKindChart } from '../components/income-by-kind-chart';
import { IncomeChart } from '../components/income-chart';
import { IncomeRowItem } from '../components/income-row-item';
import { INCOME_SOURCES } from '../components/income-sources';
import { IncomeSwitcher } from '../components/income-switcher';
import { IncomeTotals } from '../components/income-totals';

interface IncomeListPageProps {
  /** Which list: picks the contract route (incomeAll, incomeTrading, ...). */
  source: IncomeSource;
  title: string;
}

/** One page for /earn and the four income lists: totals, the last 30 days, then the incomes page by page. */
export function IncomeListPage({ source, title }: IncomeListPageProps) {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const { data, isPending, isError, isPlaceholderData, refetch } = useIncomeList(source, page);
  const copy = INCOME_SOURCES[source];

  return (
    <div className="space-y-6">
      <PageTitle page={title} />
      <h1 className="text-2xl font-bold text-slate-50">{title}</h1>
      <IncomeSwitcher />
      {isPending && <ListSkeleton label={`Loading ${title.toLowerCase()}`} />}
      {isError && !data && <LoadError what={title.toLowerCase()} onRetry={() => void refetch()} />}
      {data && (
        <>
          <IncomeTotals totalAmount={data.totalAmount} todayAmount={data.todayAmount} />
          {data.totalDocs === 0 ? (
            <EmptyState
              title="No income yet"
              hint={copy.emptyHint}
              action={'emptyAction' in copy ? copy.emptyAction : undefined}
            />
          ) : (
            <>
              {source === 'all' ? <IncomeByKindChart /> : <IncomeChart daily={data.daily} />}
              {data.docs.length === 0 ? (
                <EmptyState
                  title="Nothing on this page"
                  hint="Your incomes are on the earlier pages."
                  action={{ to: '?page=1', label: 'Go to page 1' }}
                />
              ) : (
                <ul
                  aria-label="Incomes"
                  aria-busy={isPlaceholderData || undefined}
                  className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {data.docs.map((row) => (
                    <IncomeRowItem key={row._id} row={row} showKind={source === 'all'} />
                  ))}
                </ul>
              )}
              {data.totalPages > 1 && (
                <Pager page={page} totalPages={data.totalPages} hrefFor={(target) => `?page=${target}`} />
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
