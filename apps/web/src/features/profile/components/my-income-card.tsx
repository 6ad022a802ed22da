import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { LinkList } from './link-list';

const INCOME_LINKS = [
  { to: '/trading-income', label: 'myIncome.trading' },
  { to: '/level-income', label: 'income.level' },
  { to: '/direct-income', label: 'income.direct' },
  { to: '/rewardIncome', label: 'income.reward' },
  { to: '/bonus-income', label: 'income.bonus' },
  { to: '/earn', label: 'myIncome.all' },
] as const;

export function MyIncomeCard() {
  const { t } = useT();
  return (
    <Card aria-labelledby="my-income-title">
      <h2 id="my-income-title" className="mb-2 text-lg font-semibold text-slate-50">
        {t('myIncome.title')}
      </h2>
      <LinkList
        label={t('myIncome.lists')}
        items={INCOME_LINKS.map((link) => ({ to: link.to, label: t(link.label) }))}
      />
    </Card>
  );
}
