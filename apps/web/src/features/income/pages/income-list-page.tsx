import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import type { IncomeSource } from '../../../api/income-query-keys';
import { useIncomeList } from '../api/get-income-list';
import { BonusRowItem } from '../components/bonus-row-item';
import { IncomeByKindChart } from '../components/income-by-kind-chart';
import { IncomeChart } from '../components/income-chart';
import { IncomeRowItem } from '../components/income-row-item';
import { INCOME_SOURCES } from '../components/income-sources';
import { PagedIncomeList } from '../components/paged-income-list';
import { INCOME_TEXTS } from '../texts';

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
  const { t } = useTexts(INCOME_TEXTS);
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
        title: t('inc.noIncome'),
        hint: copy.emptyHint,
        action: copy.emptyAction,
      }}
      earlierPagesHint={t('inc.earlierIncomes')}
      chart={source === 'all' ? <IncomeByKindChart /> : <IncomeChart daily={query.data?.daily ?? []} />}
      listLabel={t('inc.incomes')}
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
