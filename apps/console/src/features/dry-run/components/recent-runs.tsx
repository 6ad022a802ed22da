import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, percent } from '@app/web-kit/lib/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { TitledCard } from '../../../kit/components/titled-card';
import { type DryRunSummary, useDryRuns } from '../api/get-dry-runs';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';
import { RunStatus } from './run-card';
import { readInput, useRunSummary } from './run-inputs';
import { useRunVerdict } from './run-results';

interface RecentRunsProps {
  /** The run shown above the list. */
  shownRun: string | undefined;
  /** The two runs side by side, if any. */
  compared: string[];
  runHref: (runId: string) => string;
  onCompare: (runIds: string[]) => void;
}

/** What a run in the list came to: its progress while it runs, the same one-sentence verdict as the run's page. */
function RunOutcome({ run }: { run: DryRunSummary }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const verdictOf = useRunVerdict();
  if (run.status === 'running') {
    return (
      <p className="text-sm text-sky-200 tabular-nums">
        {t('cdry.percentDone', { percent: percent(Math.floor(run.progress)) })}
      </p>
    );
  }
  const months = readInput(run.input).months;
  if (months === undefined || (run.status !== 'done' && run.firstUncoveredMonth === null)) return null;
  const verdict = verdictOf(run, months);
  return <p className={`text-sm ${verdict.bad ? 'text-rose-300' : 'text-green-300'}`}>{verdict.text}</p>;
}

/** The last 20 runs, newest first: each opens above the list, and any two open side by side. */
export function RecentRuns({ shownRun, compared, runHref, onCompare }: RecentRunsProps) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const runs = useDryRuns();
  const summaryOf = useRunSummary();
  const [picked, setPicked] = useState<string[]>(compared);
  const toggle = (runId: string, isPicked: boolean) =>
    setPicked((current) => (isPicked ? [...current, runId].slice(-2) : current.filter((each) => each !== runId)));

  const body = () => {
    if (runs.isPending) return <ListSkeleton label={t('cdry.loadingRuns')} />;
    if (!runs.data) {
      return runs.isError ? <LoadError what={t('cdry.theRuns')} onRetry={() => void runs.refetch()} /> : null;
    }
    if (runs.data.docs.length === 0) return <EmptyState title={t('cdry.empty')} hint={t('cdry.emptyHint')} />;
    return (
      <>
        <ul className="mt-4 space-y-3">
          {runs.data.docs.map((run) => {
            const title = t('cdry.runOf', { time: formatDateTime(run.startedAt) });
            const isPicked = picked.includes(run._id);
            return (
              <li
                key={run._id}
                className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Link
                      to={runHref(run._id)}
                      aria-current={run._id === shownRun ? 'true' : undefined}
                      className={TEXT_LINK}
                    >
                      {title}
                    </Link>
                    <RunStatus run={run} />
                  </div>
                  <p className="text-sm text-slate-400">{summaryOf(readInput(run.input))}</p>
                  <RunOutcome run={run} />
                </div>
                <CheckboxField
                  label={t('cdry.compare')}
                  aria-label={t('cdry.compareRun', { time: formatDateTime(run.startedAt) })}
                  checked={isPicked}
                  onChange={(event) => toggle(run._id, event.currentTarget.checked)}
                  className="shrink-0"
                />
              </li>
            );
          })}
        </ul>
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          disabled={picked.length !== 2}
          onClick={() => onCompare(picked)}
        >
          {t('cdry.compareTwo')}
        </Button>
      </>
    );
  };

  return (
    <TitledCard id="recent-runs-title" title={t('cdry.recent')} note={t('cdry.recentHint')}>
      <div className="mt-2">{body()}</div>
    </TitledCard>
  );
}
