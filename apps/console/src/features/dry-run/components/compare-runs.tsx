import { Button } from '@app/web-kit/components/ui/button';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { TitledCard } from '../../../kit/components/titled-card';
import { useDryRun } from '../api/get-dry-run';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';
import { RunHeading } from './run-card';
import { RunInputs, readInput } from './run-inputs';
import { RunResults } from './run-results';

function ComparedRun({ runId }: { runId: string }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const { data: run, isPending, isError, refetch } = useDryRun(runId);
  if (isPending) return <ListSkeleton label={t('cdry.loadingRun')} />;
  if (!run) return isError ? <LoadError what={t('cdry.theRun')} onRetry={() => void refetch()} /> : null;
  const title = t('cdry.runOf', { time: formatDateTime(run.startedAt) });
  return (
    <article aria-label={title} className="min-w-0 space-y-4 rounded-xl border border-slate-800 bg-slate-950/60 p-4">
      <RunHeading run={run} level={3} />
      <RunInputs input={readInput(run.input)} />
      <RunResults run={run} caption={t('cdry.captionOf', { run: title })} />
    </article>
  );
}

/** Two runs next to each other on a wide screen, one under the other on a phone: inputs, outcome, chart and months. */
export function CompareRuns({ runIds, onClose }: { runIds: string[]; onClose: () => void }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  return (
    <TitledCard
      id="compare-title"
      title={t('cdry.sideBySide')}
      layout="center"
      aside={
        <Button variant="ghost" onClick={onClose}>
          {t('cdry.closeCompare')}
        </Button>
      }
    >
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {runIds.map((runId) => (
          <ComparedRun key={runId} runId={runId} />
        ))}
      </div>
    </TitledCard>
  );
}
