import { formatUsdt, type RankProgress, type RankRequirement } from '@app/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { usdt } from '../../../lib/format';
import { useRankProgress } from '../api/get-rank-progress';

/** The card's Level is the rank, as beside the UID; the levels of level income are team depths. */
export const RANK_LEVEL_NOTE = 'Level here is your rank. Team levels A, B and C are the depths of your team below you.';

// docs/product.md#rank-progress: what each figure of the card is.
const LABEL: Record<RankRequirement['key'], string> = {
  firstPackage: 'Your first package',
  teamCapital: 'Team capital (A + B + C, in active packages now)',
  activeDirects: 'Active direct members (team A)',
};

const amount = (requirement: RankRequirement, value: number) =>
  requirement.unit === 'usdt' ? usdt(value) : value.toLocaleString('en-US');

/** "200.00 USDT more team capital", "1 more active direct member", "a first package". */
function missingText(requirement: RankRequirement): string {
  const gap = Math.max(requirement.required - requirement.current, 0);
  switch (requirement.key) {
    case 'firstPackage':
      return 'a first package';
    case 'teamCapital':
      return `${usdt(gap)} more team capital`;
    case 'activeDirects':
      return `${gap} more active direct member${gap === 1 ? '' : 's'}`;
  }
}

function RequirementRow({ requirement }: { requirement: RankRequirement }) {
  const label = LABEL[requirement.key];
  // A threshold of zero is met from the start: a full bar, not an empty one.
  const max = requirement.required > 0 ? requirement.required : 1;
  const value = requirement.required > 0 ? requirement.current : 1;
  const ofText = `${amount(requirement, requirement.current)} of ${amount(requirement, requirement.required)}`;
  return (
    <li className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="text-slate-200">{label}</span>
        <span className="tabular-nums text-slate-300">{ofText}</span>
      </div>
      <ProgressBar value={value} max={max} label={label} valueText={ofText} />
      <p className={`text-xs ${requirement.met ? 'text-teal-300' : 'text-slate-400'}`}>
        {requirement.met ? 'Done' : `Missing: ${missingText(requirement)}`}
      </p>
    </li>
  );
}

function Progress({ progress }: { progress: RankProgress }) {
  const { next } = progress;
  const current = progress.rank > 0 ? `Level ${progress.rank}` : 'No rank yet';
  if (!next) {
    return (
      <p className="mt-4 rounded-xl border border-teal-400/30 bg-teal-400/10 px-4 py-3 text-teal-200">
        {current}: you have reached the top rank. There is no next rank to reach.
      </p>
    );
  }
  const missing = next.requirements.filter((requirement) => !requirement.met);
  return (
    <>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-400">Current rank</dt>
          <dd className="font-semibold text-slate-50">{current}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Next rank</dt>
          <dd className="font-semibold text-slate-50">Level {next.rank}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Reward</dt>
          <dd className="font-semibold tabular-nums text-teal-300">{usdt(next.reward)}</dd>
        </div>
      </dl>
      <ul aria-label={`What Level ${next.rank} asks for`} className="mt-5 space-y-4">
        {next.requirements.map((requirement) => (
          <RequirementRow key={requirement.key} requirement={requirement} />
        ))}
      </ul>
      <p className="mt-5 text-sm text-slate-300">
        {missing.length === 0
          ? `You meet every requirement: Level ${next.rank} is given at the next package bought in your team.`
          : `To reach Level ${next.rank} you need ${missing.map(missingText).join(' and ')}.`}
        {next.reward > 0 && ` It pays a one-time reward of ${formatUsdt(next.reward)} USDT.`}
      </p>
      {progress.rank === 0 && (
        <Link to="/stake" className={buttonClasses('primary', 'mt-4')}>
          Choose a package
        </Link>
      )}
    </>
  );
}

/** The member's rank and what the next one still needs (docs/product.md#rank-progress). */
export function RankProgressCard() {
  const { data, isPending, isError, refetch } = useRankProgress();
  if (isError && !data) return <LoadError what="your rank progress" onRetry={() => void refetch()} />;
  return (
    <Card aria-labelledby="rank-progress-title" aria-busy={isPending || undefined}>
      <h2 id="rank-progress-title" className="text-lg font-semibold text-slate-50">
        Rank progress
      </h2>
      <p className="mt-1 text-xs text-slate-400">{RANK_LEVEL_NOTE}</p>
      {isPending ? (
        <div className="mt-4 animate-pulse space-y-3">
          <span className="sr-only">Loading your rank progress</span>
          <div className="h-5 w-40 rounded-lg bg-slate-800" />
          <div className="h-2 rounded-full bg-slate-800" />
          <div className="h-2 rounded-full bg-slate-800" />
        </div>
      ) : (
        data && <Progress progress={data} />
      )}
    </Card>
  );
}
