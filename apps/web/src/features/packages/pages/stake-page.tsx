import { Tabs } from '@app/web-kit/components/ui/tabs';
import { useTexts } from '@app/web-kit/i18n/texts';
import { categoryLabel, PACKAGE_CATEGORIES } from '@app/web-kit/lib/package-categories';
import { PageHeading } from '../../../components/page-heading';
import { MyOrdersList } from '../components/my-orders-list';
import { PackagePanel } from '../components/package-panel';
import { PACKAGE_TEXTS } from '../texts';

function MyStake() {
  const { t } = useTexts(PACKAGE_TEXTS);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">{t('pk.myStakeNote')}</p>
      <MyOrdersList />
    </div>
  );
}

export function StakePage() {
  const { t } = useTexts(PACKAGE_TEXTS);
  const [packages, ...others] = PACKAGE_CATEGORIES.map((category) => ({
    id: category,
    label: categoryLabel(category),
    panel: <PackagePanel category={category} />,
  }));
  const myStake = { id: 'my-stake', label: t('pk.myStake'), panel: <MyStake /> };
  // docs/product.md#packages: a tab per category, each listing the packages operators put in it, and "my stake", the
  // member's own orders, fourth as before.
  const items = [...(packages ? [packages] : []), ...others.slice(0, 2), myStake, ...others.slice(2)];
  return (
    <div className="space-y-6">
      <PageHeading title={t('pk.stake')} />
      <Tabs label={t('pk.stake')} items={items} />
    </div>
  );
}
