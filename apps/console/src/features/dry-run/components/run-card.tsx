import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { Card } from '@app/web-kit/components/ui/card';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { ProgressBar } from '@app/web-kit/components/ui/progress-bar';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber, percent } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useEffect, useId, useRef } from 'react';
import { FormAlert } from '../../../kit/components/form-alert';
import { useCancelDryRun } from '../api/cancel-dry-run';
import { type DryRun, useDryRun, useDryRunChanged } from '../api/get-dry-run';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';
import { RunInputs, readInput } from './run-inputs';
import { STATUS_LABELS } from './run-labels';
import { RunResults } from './run-results';

/** The run's share done, whole percents while it runs ("42%"). */
const percentDone = (progress: number) => percent(Math.min(Math.max(Math.floor(progress), 0), 100));

export function RunStatus({ run }: { run: Pick<DryRun, 'status'> }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const { label, tone } = STATUS_LABELS[run.status];
  return <Badge tone={tone}>{t(label)}</Badge>;
}

/** While the run runs: how far it is, and its Cancel (the months it finished stay). */
function Progress({ run }: { run: DryRun }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const cancel = useCancelDryRun();
  const months = readInput(run.input).months;
  const done = percentDone(run.progress);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold text-slate-100 tabular-nums">{t('cdry.percentDone', { percent: done })}</p>
        {months !== undefined && (
          <p className="text-slate-400 tabular-nums">
            {t('cdry.monthsSoFar', { done: formatNumber(run.months.length), months: formatNumber(months) })}
          </p>
        )}
      </div>
      <ProgressBar value={run.progress} max={100} label={t('cdry.progress')} valueText={done} />
      <FormAlert message={cancel.error ? errorMessage(cancel.error) : null} />
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        loading={cancel.isPending}
        onClick={() => cancel.mutate(run._id, { onSuccess: (response) => notifySuccess(response.message) })}
      >
        {t('cdry.cancel')}
      </Button>
    </div>
  );
}

/** How the run ended, when it did not simply finish. */
function Ending({ run }: { run: DryRun }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  if (run.status === 'failed') {
    return <FormAlert message={t('cdry.failedNote', { error: run.error ?? t('cdry.noReason') })} />;
  }
  if (run.status === 'cancelled') return <p className="text-sm text-slate-300">{t('cdry.cancelledNote')}</p>;
  if (run.status === 'done' && run.finishedAt && run.durationMs !== null) {
    return (
      <p className="text-sm text-slate-400">
        {t('cdry.finished', {
          time: formatDateTime(run.finishedAt),
          seconds: formatNumber(Math.round(run.durationMs / 100) / 10),
        })}
      </p>
    );
  }
  return null;
}

/** The run's title: when it started, with its status. */
export function RunHeading({ run, level = 2 }: { run: Pick<DryRun, 'startedAt' | 'status'>; level?: 2 | 3 }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <Heading className="text-lg font-semibold text-slate-50">
        {t('cdry.runOf', { time: formatDateTime(run.startedAt) })}
      </Heading>
      <RunStatus run={run} />
    </div>
  );
}

function RunBody({ run }: { run: DryRun }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const changed = useDryRunChanged();
  const inputsId = useId();
  // The list shows each run's status: read it again once this run stops running.
  const wasRunning = useRef(run.status === 'running');
  useEffect(() => {
    if (wasRunning.current && run.status !== 'running') changed();
    wasRunning.current = run.status === 'running';
  }, [run.status, changed]);
  return (
    <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-4">
        {run.status === 'running' && <Progress run={run} />}
        <Ending run={run} />
        <RunResults run={run} caption={t('cdry.caption')} />
      </div>
      <section aria-labelledby={inputsId}>
        <h3 id={inputsId} className="text-sm font-semibold text-slate-200">
          {t('cdry.inputs')}
        </h3>
        <div className="mt-2">
          <RunInputs input={readInput(run.input)} />
        </div>
      </section>
    </div>
  );
}

/** One run: read every two seconds while it runs, its months appearing as they are simulated. */
export function RunCard({ runId }: { runId: string }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const { data: run, isPending, isError, refetch } = useDryRun(runId);
  if (isPending) return <ListSkeleton label={t('cdry.loadingRun')} />;
  if (!run) return isError ? <LoadError what={t('cdry.theRun')} onRetry={() => void refetch()} /> : null;
  return (
    <Card aria-label={t('cdry.runOf', { time: formatDateTime(run.startedAt) })}>
      <RunHeading run={run} />
      <RunBody run={run} />
    </Card>
  );
}
