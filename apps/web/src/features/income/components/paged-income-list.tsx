import { EmptyState, type EmptyStateProps } from '@app/web-kit/components/ui/empty-state';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { Pager } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { INCOME_TEXTS } from '../texts';
import { IncomeSwitcher } from './income-switcher';
import { IncomeTotals } from './income-totals';

interface PagedList<Row> {
  totalAmount: number;
  todayAmount: number;
  totalDocs: number;
  totalPages: number;
  docs: Row[];
}

interface PagedIncomeListProps<Row> {
  title: string;
  page: number;
  query: {
    data: PagedList<Row> | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** What an empty list says, before anything was ever earned. */
  empty: EmptyStateProps;
  /** Where "earlier pages" are, when a page past the end is asked for: "Your incomes are on the earlier pages." */
  earlierPagesHint: string;
  chart: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  renderRow: (row: Row) => ReactNode;
}

/**
 * The layout every income list shares (/earn, the four kinds, the bonuses): totals, the last 30 days, then the rows
 * page by page, with its loading, error and empty states.
 */
export function PagedIncomeList<Row>(props: PagedIncomeListProps<Row>) {
  const { t } = useTexts(INCOME_TEXTS);
  const { title, page, query, empty } = props;
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  return (
    <div className="space-y-6">
      <PageHeading title={title} />
      <IncomeSwitcher />
      {isPending && <ListSkeleton label={t('inc.loading', { what: title.toLowerCase() })} />}
      {isError && !data && <LoadError what={title.toLowerCase()} onRetry={() => void refetch()} />}
      {data && (
        <>
          <IncomeTotals totalAmount={data.totalAmount} todayAmount={data.todayAmount} />
          {data.totalDocs === 0 ? (
            <EmptyState {...empty} />
          ) : (
            <>
              {props.chart}
              {data.docs.length === 0 ? (
                <EmptyState
                  title={t('inc.nothingOnPage')}
                  hint={props.earlierPagesHint}
                  action={{ to: '?page=1', label: t('inc.goToPage1') }}
                />
              ) : (
                <ul
                  aria-label={props.listLabel}
                  aria-busy={isPlaceholderData || undefined}
                  className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {data.docs.map(props.renderRow)}
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
