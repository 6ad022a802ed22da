import { Badge } from '../../../components/ui/badge';
import type { SampleStake } from './sample-stakes';

function SampleCard({ stake }: { stake: SampleStake }) {
  return (
    <li className="rounded-2xl border border-dashed border-slate-700 bg-slate-900/60 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-200">{stake.title}</h3>
        <Badge tone="amber">Sample</Badge>
      </div>
      <dl className="mt-3 space-y-1.5 text-sm">
        {stake.terms.map((term) => (
          <div key={term.label} className="flex justify-between gap-3">
            <dt className="text-slate-400">{term.label}</dt>
            <dd className="font-semibold text-slate-100 tabular-nums">{term.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A static tab: sample data, said so in words as well as by the badge on each card. */
export function SamplePanel({ label, stakes }: { label: string; stakes: SampleStake[] }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">Sample data for illustration: these stakes are not on sale.</p>
      <ul aria-label={`${label} (sample)`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {stakes.map((stake) => (
          <SampleCard key={stake.title} stake={stake} />
        ))}
      </ul>
    </div>
  );
}
