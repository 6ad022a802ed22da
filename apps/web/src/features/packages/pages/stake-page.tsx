import { PageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/ui/tabs';
import { PACKAGE_CATEGORIES } from '../../../lib/package-categories';
import { MyOrdersList } from '../components/my-orders-list';
import { PackagePanel } from '../components/package-panel';

const [PACKAGES, ...OTHER_CATEGORIES] = PACKAGE_CATEGORIES.map((category) => ({
  id: category.id,
  label: category.label,
  panel: <PackagePanel category={category.id} />,
}));

const MY_STAKE = {
  id: 'my-stake',
  label: 'my stake',
  panel: (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">Your own orders, as on My orders.</p>
      <MyOrdersList />
    </div>
  ),
};

// docs/product.md#packages: a tab per category, each listing the packages operators put in it, and "my stake", the
// member's own orders, fourth as before.
const TAB_ITEMS = [
  ...(PACKAGES ? [PACKAGES] : []),
  ...OTHER_CATEGORIES.slice(0, 2),
  MY_STAKE,
  ...OTHER_CATEGORIES.slice(2),
];

export function StakePage() {
  return (
    <div className="space-y-6">
      <PageTitle page="Stake" />
      <h1 className="text-2xl font-bold text-slate-50">Stake</h1>
      <Tabs label="Stake" items={TAB_ITEMS} />
    </div>
  );
}
