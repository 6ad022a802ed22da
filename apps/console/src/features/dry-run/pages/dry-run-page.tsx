import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { useDryRuns } from '../api/get-dry-runs';
import { CompareRuns } from '../components/compare-runs';
import { DryRunForm } from '../components/dry-run-form';
import { RecentRuns } from '../components/recent-runs';
import { RunCard } from '../components/run-card';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';

/**
 * /admin/dry-run: the plan played forward for simulated members on a database of its own (docs/product.md#dry-run).
 * `?run=` is the run shown (the newest unless chosen), `?compare=a,b` two runs side by side. The owner's alone.
 */
export function DryRunPage() {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const runs = useDryRuns();
  const compared = (searchParams.get('compare') ?? '').split(',').filter(Boolean).slice(0, 2);
  const shownRun = searchParams.get('run') || runs.data?.docs[0]?._id;

  /** The page's address with `changes` made: a run shown, a comparison opened or closed. */
  const paramsWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return next;
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('cdry.title')} description={t('cdry.description')} />
      <p className="rounded-xl border border-sky-400/30 bg-sky-400/10 px-4 py-3 text-sm text-sky-100">
        {t('cdry.separate')}
      </p>
      <DryRunForm onStarted={(runId) => setSearchParams(paramsWith({ run: runId }))} />
      {shownRun && <RunCard key={shownRun} runId={shownRun} />}
      <RecentRuns
        shownRun={shownRun}
        compared={compared}
        runHref={(runId) => `?${paramsWith({ run: runId })}`}
        onCompare={(runIds) => setSearchParams(paramsWith({ compare: runIds.join(',') }))}
      />
      {compared.length === 2 && (
        <CompareRuns runIds={compared} onClose={() => setSearchParams(paramsWith({ compare: null }))} />
      )}
    </div>
  );
}
