import type { EarningKind } from '@app/contract';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { useT } from '@app/web-kit/i18n/use-t';
import { LinkList } from './link-list';

/** Each kind's list, by the kind's title. */
const KIND_LINKS: readonly { to: string; kind: EarningKind }[] = [
  { to: '/trading-income', kind: 'trading' },
  { to: '/level-income', kind: 'level' },
  { to: '/direct-income', kind: 'direct' },
  { to: '/rewardIncome', kind: 'reward' },
  { to: '/bonus-income', kind: 'bonus' },
];

export function MyIncomeCard() {
  const { t } = useT();
  const kindLabel = useKindLabel();
  const items = [
    ...KIND_LINKS.map((link) => ({ to: link.to, label: kindLabel(link.kind, 'title') })),
    { to: '/earn', label: t('myIncome.all') },
  ];
  return (
    <TitledCard titleId="my-income-title" title={t('myIncome.title')} titleClassName="mb-2">
      <LinkList label={t('myIncome.lists')} items={items} />
    </TitledCard>
  );
}
