import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useT } from '@app/web-kit/i18n/use-t';
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
    <TitledCard titleId="my-income-title" title={t('myIncome.title')} titleClassName="mb-2">
      <LinkList
        label={t('myIncome.lists')}
        items={INCOME_LINKS.map((link) => ({ to: link.to, label: t(link.label) }))}
      />
    </TitledCard>
  );
}
