import { useSearchParams } from 'react-router';
import type { IncomeSource } from '../../../api/income-query-keys';
import { pageFrom } from '../../../components/ui/pager';
import { useIncomeList } from '../api/get-income-list';
import { BonusRowItem } from '../components/bonus-row-item';
import { IncomeByKindChart } from '../components/income-by-kind-chart';
import { IncomeChart } from '../components/income-chart';
import { IncomeRowItem } from '../components/income-row-item';
import { INCOME_SOURCES } from '../components/income-sources';
import { PagedIncomeList } from '../components/paged-income-list';

interface IncomeListPageProps {
  /** Which list: picks the contract route (incomeAll, incomeTrading, ...). */
  source: IncomeSource;
  title: string;
}

/**
 * One page for /earn (every income, bonuses included) and the four income lists: totals, the last 30 days, then the
 * incomes page by page.
 */
export function IncomeListPage({ source, title }: IncomeListPageProps) {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useIncomeList(source, page);
  const copy = INCOME_SOURCES[source];
  return (
    <PagedIncomeList
      title={title}
      page={page}
      query={query}
      empty={{
        title: 'No income yet',
        hint: copy.emptyHint,
        action: 'emptyAction' in copy ? copy.emptyAction : undefined,
      }}
      earlierPagesHint="Your incomes are on the earlier pages."
      chart={source === 'all' ? <IncomeByKindChart /> : <IncomeChart daily={query.data?.daily ?? []} />}
      listLabel="Incomes"
      renderRow={(row) =>
        row.kind === 'bonus' ? (
          <BonusRowItem key={row._id} row={row} showKind />
        ) : (
          <IncomeRowItem key={row._id} row={row} showKind={source === 'all'} />
        )
      }
    />
  );
}
