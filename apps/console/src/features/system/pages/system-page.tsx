import { SYSTEM_LIMITS } from '@app/contract';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber } from '@app/web-kit/lib/format';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { FiguresCard } from '../../../kit/components/figure-tile';
import { CardSkeleton, PageSkeleton } from '../../../kit/components/page-skeleton';
import { type AdminSystem, useAdminSystem } from '../api/get-admin-system';
import { ago, duration } from '../components/ages';
import { DepositWatcherCard } from '../components/deposit-watcher-card';
import { HotWalletCard } from '../components/hot-wallet-card';
import { JobsCard } from '../components/jobs-card';
import { ReplicasCard } from '../components/replicas-card';
import { SystemFigure } from '../components/system-figure';
import { QueuesCard, TrafficCard } from '../components/traffic-cards';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';

const count = (value: number) => formatNumber(value);

/** A command an operator runs on a database machine, the same in every language. */
const PGBACKREST_INFO = 'pgbackrest info';
const PGBACKREST_CHECK = 'pgbackrest check';

/** How often the server reconciles the ledger, in minutes. */
const RECONCILIATION_MINUTES = 15;

function DatabaseCard({ database }: { database: AdminSystem['database'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const isPrimary = database.role === 'primary';
  return (
    <FiguresCard id="database-title" title={t('csys.database')} intro={t('csys.databaseIntro')}>
      <SystemFigure
        label={t('csys.kind')}
        value={database.kind === 'postgres' ? 'PostgreSQL' : t('csys.embedded')}
        hint={database.kind === 'postgres' ? t('csys.postgresHint') : t('csys.embeddedHint')}
      />
      <SystemFigure
        label={t('csys.role')}
        value={isPrimary ? t('csys.primary') : t('csys.readOnly')}
        health={isPrimary ? 'good' : 'bad'}
        note={isPrimary ? undefined : t('csys.readOnlyNote')}
        hint={isPrimary ? t('csys.primaryHint') : t('csys.readOnlyHint')}
      />
    </FiguresCard>
  );
}

/** The embedded database backs itself up: the answering server's own backups. */
function EmbeddedBackupFigures({ backup }: { backup: AdminSystem['backup'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const limit = duration(SYSTEM_LIMITS.backupStaleSeconds);
  return (
    <>
      <SystemFigure
        label={t('csys.lastBackup')}
        value={
          backup.lastSuccessAt && backup.ageSeconds !== null ? (
            <time dateTime={backup.lastSuccessAt}>{ago(backup.ageSeconds)}</time>
          ) : (
            t('csys.noneYet')
          )
        }
        health={backup.stale ? 'bad' : backup.lastSuccessAt ? 'good' : 'plain'}
        note={backup.stale ? t('csys.backupStale', { limit }) : undefined}
        hint={
          backup.lastSuccessAt
            ? t('csys.backupWritten', { time: formatDateTime(backup.lastSuccessAt), limit })
            : t('csys.noBackup')
        }
      />
      <SystemFigure
        label={t('csys.failedBackups')}
        value={count(backup.failures)}
        health={backup.failures > 0 ? 'bad' : 'plain'}
        note={backup.failures > 0 ? t('csys.failedBackupsNote') : undefined}
        hint={t('csys.failedBackupsHint')}
      />
    </>
  );
}

/** PostgreSQL is backed up by pgBackRest on the database machines; what the database itself shows is its archiving. */
function ArchivingFigures({ archiving }: { archiving: NonNullable<AdminSystem['archiving']> }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const off = archiving.mode === 'off';
  const archived = archiving.lastArchivedAt && archiving.lastArchivedAgeSeconds !== null;
  return (
    <>
      <SystemFigure
        label={t('csys.walArchiving')}
        value={off ? t('csys.off') : archiving.failing ? t('csys.failing') : t('csys.working')}
        health={off || archiving.failing ? 'bad' : archived ? 'good' : 'plain'}
        note={
          off
            ? t('csys.archivingOffNote')
            : archiving.failing && archiving.lastFailedAt
              ? t('csys.archivingFailedNote', {
                  time: formatDateTime(archiving.lastFailedAt),
                  command: PGBACKREST_CHECK,
                })
              : undefined
        }
        hint={t('csys.archivingHint')}
      />
      <SystemFigure
        label={t('csys.lastSegment')}
        value={
          archived ? (
            <time dateTime={archiving.lastArchivedAt ?? undefined}>{ago(archiving.lastArchivedAgeSeconds ?? 0)}</time>
          ) : (
            t('csys.noneYet')
          )
        }
        hint={t('csys.lastSegmentHint')}
      />
    </>
  );
}

function BackupCard({ backup, archiving }: Pick<AdminSystem, 'backup' | 'archiving'>) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  return (
    <FiguresCard
      id="backup-title"
      title={t('csys.backups')}
      intro={archiving ? t('csys.pgBackupsIntro', { command: PGBACKREST_INFO }) : t('csys.embeddedBackupsIntro')}
    >
      {archiving ? <ArchivingFigures archiving={archiving} /> : <EmbeddedBackupFigures backup={backup} />}
    </FiguresCard>
  );
}

function ReconciliationCard({ reconciliation }: { reconciliation: AdminSystem['reconciliation'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const limit = duration(SYSTEM_LIMITS.reconciliationStaleSeconds);
  const minutes = formatNumber(RECONCILIATION_MINUTES);
  if (!reconciliation) {
    return (
      <FiguresCard
        id="system-reconciliation-title"
        title={t('csys.reconciliation')}
        intro={t('csys.reconciliationIntro', { minutes })}
      >
        <SystemFigure label={t('csys.lastRun')} value={t('csys.notRun')} hint={t('csys.notRunHint', { minutes })} />
      </FiguresCard>
    );
  }
  const balanced = reconciliation.problemCount === 0;
  return (
    <FiguresCard
      id="system-reconciliation-title"
      title={t('csys.reconciliation')}
      intro={t('csys.reconciliationIntro', { minutes })}
    >
      <SystemFigure
        label={t('csys.lastRun')}
        value={<time dateTime={reconciliation.checkedAt}>{ago(reconciliation.ageSeconds)}</time>}
        health={reconciliation.stale ? 'bad' : 'good'}
        note={reconciliation.stale ? t('csys.reconciliationStale', { limit }) : undefined}
        hint={t('csys.reconciliationRan', { time: formatDateTime(reconciliation.checkedAt), limit })}
      />
      <SystemFigure
        label={t('csys.result')}
        value={balanced ? t('csys.balanced') : t('csys.problems', { count: count(reconciliation.problemCount) })}
        health={balanced ? 'good' : 'bad'}
        note={balanced ? undefined : t('csys.problemsNote')}
        hint={t('csys.balancedHint')}
      />
    </FiguresCard>
  );
}

function SystemSkeleton() {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  return (
    <PageSkeleton label={t('csys.loading')}>
      {[0, 1, 2].map((card) => (
        <CardSkeleton key={card} titleWidth="w-40" grid="gap-3 sm:grid-cols-2" boxes={2} boxHeight="h-24" />
      ))}
    </PageSkeleton>
  );
}

/**
 * /admin/system: the traffic and the queues first (what an operator reads first), the servers, the database, backups, the reconciliation, the deposit watcher, the hot wallet of
 * automatic payouts and the background jobs.
 */
export function SystemPage() {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const { data: system, isPending, isError, refetch } = useAdminSystem();
  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('csys.title')} description={t('csys.description', { seconds: formatNumber(30) })} />
      {isPending && <SystemSkeleton />}
      {isError && !system && <LoadError what={t('csys.theStatus')} onRetry={() => void refetch()} />}
      {system && (
        <>
          <TrafficCard traffic={system.traffic} />
          <QueuesCard queues={system.queues} />
          <ReplicasCard replicas={system.replicas} />
          <div className="grid gap-5 xl:grid-cols-2">
            <DatabaseCard database={system.database} />
            <ReconciliationCard reconciliation={system.reconciliation} />
          </div>
          <BackupCard backup={system.backup} archiving={system.archiving} />
          <DepositWatcherCard watcher={system.depositWatcher} />
          <HotWalletCard />
          <JobsCard jobs={system.jobs} />
        </>
      )}
    </div>
  );
}
