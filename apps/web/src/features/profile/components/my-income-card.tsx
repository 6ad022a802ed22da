import { Card } from '../../../components/ui/card';
import { LinkList } from './link-list';

const INCOME_LINKS = [
  { to: '/trading-income', label: 'Trading Income' },
  { to: '/level-income', label: 'Level Income' },
  { to: '/direct-income', label: 'Direct Income' },
  { to: '/rewardIncome', label: 'Reward Income' },
  { to: '/earn', label: 'All income' },
];

export function MyIncomeCard() {
  return (
    <Card aria-labelledby="my-income-title">
      <h2 id="my-income-title" className="mb-2 text-lg font-semibold text-slate-50">
        My Income
      </h2>
      <LinkList label="Income lists" items={INCOME_LINKS} />
    </Card>
  );
}
