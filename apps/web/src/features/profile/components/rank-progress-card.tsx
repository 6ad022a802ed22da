import type { RankProgress, RankRequirement } from '@app/contract';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { ProgressBar } from '@app/web-kit/components/ui/progress-bar';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { useRankProgress } from '../api/get-rank-progress';
import { PROFILE_TEXTS } from '../texts';

/** The card's Level is the rank, as beside the UID; the levels of level income are team depths. */
export const RANK_LEVEL_NOTE = PROFILE_TEXTS['rank.levelNote'];

// docs/product.md#rank-progress: what each figure of the card is.
const LABEL = {
  firstPackage: 'rank.firstPackage',
  teamCapital: 'rank.teamCapital',
  activeDirects: 'rank.activeDirects',
} as const satisfies Record<RankRequirement['key'], keyof typeof PROFILE_TEXTS>;

const amount = (requirement: RankRequirement, value: number) =>
  requirement.unit === 'usdt' ? usdt(value) : formatNumber(value);

/** "200.00 USDT more team capital", "1 more active direct member", "a first package". */
function missingText(requirement: RankRequirement): string {
  const gap = Math.max(requirement.required - requirement.current, 0);
  switch (requirement.key) {
    case 'firstPackage':
      return textOf(PROFILE_TEXTS, 'rank.missingFirst');
    case 'teamCapital':
      return textOf(PROFILE_TEXTS, 'rank.missingCapital', { amount: usdt(gap) });
    case 'activeDirects':
      return textOf(PROFILE_TEXTS, gap === 1 ? 'rank.missingDirectOne' : 'rank.missingDirectOther', {
        count: formatNumber(gap),
      });
  }
}

function RequirementRow({ requirement }: { requirement: RankRequirement }) {
  const { t } = useTexts(PROFILE_TEXTS);
  const label = t(LABEL[requirement.key]);
  // A threshold of zero is met from the start: a full bar, not an empty one.
  const max = requirement.required > 0 ? requirement.required : 1;
  const value = requirement.required > 0 ? requirement.current : 1;
  const ofText = t('rank.of', {
    current: amount(requirement, requirement.current),
    required: amount(requirement, requirement.required),
  });
  return (
    <li className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="text-slate-200">{label}</span>
        <span className="tabular-nums text-slate-300">{ofText}</span>
      </div>
      <ProgressBar value={value} max={max} label={label} valueText={ofText} />
      <p className={`text-xs ${requirement.met ? 'text-teal-300' : 'text-slate-400'}`}>
        {requirement.met ? t('rank.done') : t('rank.missing', { what: missingText(requirement) })}
      </p>
    </li>
  );
}

function Progress({ progress }: { progress: RankProgress }) {
  const { t } = useTexts(PROFILE_TEXTS);
  const { next } = progress;
  const current = progress.rank > 0 ? t('rank.level', { rank: formatNumber(progress.rank) }) : t('rank.none');
  if (!next) {
    return (
      <p className="mt-4 rounded-xl border border-teal-400/30 bg-teal-400/10 px-4 py-3 text-teal-200">
        {t('rank.top', { current })}
      </p>
    );
  }
  const missing = next.requirements.filter((requirement) => !requirement.met);
  return (
    <>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-400">{t('rank.current')}</dt>
          <dd className="font-semibold text-slate-50">{current}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('rank.next')}</dt>
          <dd className="font-semibold text-slate-50">{t('rank.level', { rank: formatNumber(next.rank) })}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('rank.reward')}</dt>
          <dd className="font-semibold tabular-nums text-teal-300">{usdt(next.reward)}</dd>
        </div>
      </dl>
      <ul aria-label={t('rank.asks', { rank: formatNumber(next.rank) })} className="mt-5 space-y-4">
        {next.requirements.map((requirement) => (
          <RequirementRow key={requirement.key} requirement={requirement} />
        ))}
      </ul>
      <p className="mt-5 text-sm text-slate-300">
        {missing.length === 0
          ? t('rank.allMet', { rank: formatNumber(next.rank) })
          : t('rank.toReach', { rank: formatNumber(next.rank), what: missing.map(missingText).join(t('rank.and')) })}
        {next.reward > 0 && t('rank.pays', { amount: usdt(next.reward) })}
      </p>
      {progress.rank === 0 && (
        <Link to="/stake" className={buttonClasses('primary', 'mt-4')}>
          {t('rank.choose')}
        </Link>
      )}
    </>
  );
}

/** The member's rank and what the next one still needs (docs/product.md#rank-progress). */
export function RankProgressCard() {
  const { t } = useTexts(PROFILE_TEXTS);
  const { data, isPending, isError, refetch } = useRankProgress();
  if (isError && !data) return <LoadError what={t('rank.yourProgress')} onRetry={() => void refetch()} />;
  return (
    <TitledCard titleId="rank-progress-title" title={t('rank.title')} aria-busy={isPending || undefined}>
      <p className="mt-1 text-xs text-slate-400">{t('rank.levelNote')}</p>
      {isPending ? (
        <div className="mt-4 animate-pulse space-y-3">
          <span className="sr-only">{t('rank.loading')}</span>
          <div className="h-5 w-40 rounded-lg bg-slate-800" />
          <div className="h-2 rounded-full bg-slate-800" />
          <div className="h-2 rounded-full bg-slate-800" />
        </div>
      ) : (
        data && <Progress progress={data} />
      )}
    </TitledCard>
  );
}
