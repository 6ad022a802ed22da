import { Tabs } from '../../../components/ui/tabs';
import { PackagePanel } from '../components/package-panel';
import { SamplePanel } from '../components/sample-panel';
import { SAMPLE_TABS } from '../components/sample-stakes';

const TAB_ITEMS = [
  { id: 'package', label: 'Package', panel: <PackagePanel /> },
  ...SAMPLE_TABS.map((tab) => ({
    id: tab.id,
    label: tab.label,
    panel: <SamplePanel label={tab.label} stakes={tab.stakes} />,
  })),
];

export function StakePage() {
  return (
    <div className="space-y-6">
      <title>Stake · NexaTech</title>
      <h1 className="text-2xl font-bold text-slate-50">Stake</h1>
      <Tabs label="Stake" items={TAB_ITEMS} />
    </div>
  );
}
