import { PageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/ui/tabs';
import { MyOrdersList } from '../components/my-orders-list';
import { PackagePanel } from '../components/package-panel';
import { SamplePanel } from '../components/sample-panel';
import { SAMPLE_TABS } from '../components/sample-stakes';

const sampleTab = (id: string) => {
  const tab = SAMPLE_TABS.find((each) => each.id === id);
  if (!tab) throw new Error(`No sample tab ${id}`);
  return { id: tab.id, label: tab.label, panel: <SamplePanel label={tab.label} stakes={tab.stakes} /> };
};

// The tabs of docs/product.md#packages, in its order; "my stake" is the member's own orders, the others are labelled
// samples.
const TAB_ITEMS = [
  { id: 'package', label: 'Package', panel: <PackagePanel /> },
  sampleTab('nft-exclusive'),
  sampleTab('collection'),
  {
    id: 'my-stake',
    label: 'my stake',
    panel: (
      <div className="space-y-4">
        <p className="text-sm text-slate-400">Your own orders, as on My orders.</p>
        <MyOrdersList />
      </div>
    ),
  },
  sampleTab('player-cards'),
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
