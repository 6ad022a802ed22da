import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { useBonusList } from '../api/get-bonus-list';
import { BonusRowItem } from '../components/bonus-row-item';
import { IncomeChart } from '../components/income-chart';
import { BONUS_SOURCE } from '../components/income-sources';
import { IncomeSwitcher } from '../components/income-switcher';
import { IncomeTotals } from '../components/income-totals';

/** /bonus-income: the income lists' page (totals, the last 30 days, then page by page) for operators' bonuses. */
export function BonusIncomePage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const { data, isPending, isError, isPlaceholderData, refetch } = useBonusList(page);
  const { title } = BONUS_SOURCE;

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
            <EmptyState title="No bonus yet" hint={BONUS_SOURCE.emptyHint} />
          ) : (
            <>
              <IncomeChart daily={data.daily} />
              {data.docs.length === 0 ? (
                <EmptyState
                  title="Nothing on this page"
                  hint="Your bonuses are on the earlier pages."
                  action={{ to: '?page=1', label: 'Go to page 1' }}
                />
              ) : (
                <ul
                  aria-label="Bonuses"
                  aria-busy={isPlaceholderData || undefined}
                  className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {data.docs.map((row) => (
                    <BonusRowItem key={row._id} row={row} />
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
