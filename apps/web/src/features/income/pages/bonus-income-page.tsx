import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../components/ui/pager';
import { useBonusList } from '../api/get-bonus-list';
import { BonusRowItem } from '../components/bonus-row-item';
import { IncomeChart } from '../components/income-chart';
import { BONUS_SOURCE } from '../components/income-sources';
import { PagedIncomeList } from '../components/paged-income-list';

/** /bonus-income: the income lists' page (totals, the last 30 days, then page by page) for operators' bonuses. */
export function BonusIncomePage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useBonusList(page);
  return (
    <PagedIncomeList
      title={BONUS_SOURCE.title}
      page={page}
      query={query}
      empty={{ title: 'No bonus yet', hint: BONUS_SOURCE.emptyHint }}
      earlierPagesHint="Your bonuses are on the earlier pages."
      chart={<IncomeChart daily={query.data?.daily ?? []} />}
      listLabel="Bonuses"
      renderRow={(row) => <BonusRowItem key={row._id} row={row} />}
    />
  );
}
