import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { useBonusList } from '../api/get-bonus-list';
import { BonusRowItem } from '../components/bonus-row-item';
import { IncomeChart } from '../components/income-chart';
import { BONUS_SOURCE } from '../components/income-sources';
import { PagedIncomeList } from '../components/paged-income-list';
import { INCOME_TEXTS } from '../texts';

/** /bonus-income: the income lists' page (totals, the last 30 days, then page by page) for operators' bonuses. */
export function BonusIncomePage() {
  const { t } = useTexts(INCOME_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useBonusList(page);
  return (
    <PagedIncomeList
      title={BONUS_SOURCE.title}
      page={page}
      query={query}
      empty={{ title: t('inc.noBonus'), hint: BONUS_SOURCE.emptyHint }}
      earlierPagesHint={t('inc.earlierBonuses')}
      chart={<IncomeChart daily={query.data?.daily ?? []} />}
      listLabel={t('inc.bonuses')}
      renderRow={(row) => <BonusRowItem key={row._id} row={row} />}
    />
  );
}
