import { SYSTEM_LIMITS } from '@app/contract';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format';
import { AdminPageHeader } from '../../console/components/admin-page-header';
import { type AdminSystem, useAdminSystem } from '../api/get-admin-system';
import { ago, duration } from '../components/ages';
import { DepositWatcherCard } from '../components/deposit-watcher-card';
import { JobsCard } from '../components/jobs-card';
import { ReplicasCard } from '../components/replicas-card';
import { SystemCard, SystemFigure } from '../components/system-figure';

const count = (value: number) => value.toLocaleString('en-US');

function DatabaseCard({ database }: { database: AdminSystem['database'] }) {
  const isPrimary = database.role === 'primary';
  return (
    <SystemCard id="database-title" title="Database" intro="The database the answering server is connected to.">
      <SystemFigure
        label="Kind"
        value={database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}
        hint={
          database.kind === 'postgres'
            ? 'The production setup: replicas share it through HAProxy, and Patroni keeps a standby ready.'
            : "A database inside one server process: right for a try-out, not for members' money."
        }
      />
      <SystemFigure
        label="Role"
        value={isPrimary ? 'Primary' : 'Read-only'}
        health={isPrimary ? 'good' : 'bad'}
        note={isPrimary ? undefined : 'Writes are refused: deposits, payouts and sign-ins fail until it takes writes.'}
        hint={
          isPrimary
            ? 'Takes writes: every money operation can be recorded.'
            : 'A standby, or a primary being demoted during a failover.'
        }
      />
    </SystemCard>
  );
}

/** The embedded database backs itself up: the answering server's own backups. */
function EmbeddedBackupFigures({ backup }: { backup: AdminSystem['backup'] }) {
  const limit = duration(SYSTEM_LIMITS.backupStaleSeconds);
  return (
    <>
      <SystemFigure
        label="Last backup"
        value={
          backup.lastSuccessAt && backup.ageSeconds !== null ? (
            <time dateTime={backup.lastSuccessAt}>{ago(backup.ageSeconds)}</time>
          ) : (
            'None yet'
          )
        }
        health={backup.stale ? 'bad' : backup.lastSuccessAt ? 'good' : 'plain'}
        note={backup.stale ? `Stale: older than ${limit}. A restore would lose everything since.` : undefined}
        hint={
          backup.lastSuccessAt
            ? `Written ${formatDateTime(backup.lastSuccessAt)}. Backups are daily; one older than ${limit} was missed.`
            : 'No backup since this server started. The first is taken a minute after the start, then daily.'
        }
      />
      <SystemFigure
        label="Failed backups"
        value={count(backup.failures)}
        health={backup.failures > 0 ? 'bad' : 'plain'}
        note={backup.failures > 0 ? 'At least one backup failed: read the server log for why.' : undefined}
        hint="Attempts that failed since this server started (a full disk, a folder it cannot write)."
      />
    </>
  );
}

/** PostgreSQL is backed up by pgBackRest on the database machines; what the database itself shows is its archiving. */
function ArchivingFigures({ archiving }: { archiving: NonNullable<AdminSystem['archiving']> }) {
  const off = archiving.mode === 'off';
  const archived = archiving.lastArchivedAt && archiving.lastArchivedAgeSeconds !== null;
  return (
    <>
      <SystemFigure
        label="WAL archiving"
        value={off ? 'Off' : archiving.failing ? 'Failing' : 'Working'}
        health={off || archiving.failing ? 'bad' : archived ? 'good' : 'plain'}
        note={
          off
            ? 'Off: a restore can only reach the moment of a backup, never a moment after it.'
            : archiving.failing && archiving.lastFailedAt
              ? `The last attempt failed, ${formatDateTime(archiving.lastFailedAt)}: run pgbackrest check on the primary.`
              : undefined
        }
        hint="PostgreSQL hands every WAL segment to pgBackRest, so a restore can reach any moment up to the last one."
      />
      <SystemFigure
        label="Last WAL segment archived"
        value={
          archived ? (
            <time dateTime={archiving.lastArchivedAt ?? undefined}>{ago(archiving.lastArchivedAgeSeconds ?? 0)}</time>
          ) : (
            'None yet'
          )
        }
        hint="A quiet database still closes a segment every minute; what was written after it is not in the archive yet."
      />
    </>
  );
}

function BackupCard({ backup, archiving }: Pick<AdminSystem, 'backup' | 'archiving'>) {
  return (
    <SystemCard
      id="backup-title"
      title="Backups"
      intro={
        archiving
          ? 'Backups of PostgreSQL are taken by pgBackRest on the database machines: pgbackrest info on the primary lists them.'
          : 'What the answering server knows: the backups it took, or found on disk, since it started.'
      }
    >
      {archiving ? <ArchivingFigures archiving={archiving} /> : <EmbeddedBackupFigures backup={backup} />}
    </SystemCard>
  );
}

function ReconciliationCard({ reconciliation }: { reconciliation: AdminSystem['reconciliation'] }) {
  const limit = duration(SYSTEM_LIMITS.reconciliationStaleSeconds);
  if (!reconciliation) {
    return (
      <SystemCard
        id="system-reconciliation-title"
        title="Ledger reconciliation"
        intro="Every balance checked against its postings, every 15 minutes."
      >
        <SystemFigure
          label="Last run"
          value="Not run yet"
          hint="A server reconciles the ledger when it starts, then every 15 minutes."
        />
      </SystemCard>
    );
  }
  const balanced = reconciliation.problemCount === 0;
  return (
    <SystemCard
      id="system-reconciliation-title"
      title="Ledger reconciliation"
      intro="Every balance checked against its postings, every 15 minutes."
    >
      <SystemFigure
        label="Last run"
        value={<time dateTime={reconciliation.checkedAt}>{ago(reconciliation.ageSeconds)}</time>}
        health={reconciliation.stale ? 'bad' : 'good'}
        note={reconciliation.stale ? `Stale: older than ${limit}. The job has stopped running.` : undefined}
        hint={`Ran ${formatDateTime(reconciliation.checkedAt)}. Older than ${limit} means two runs were missed.`}
      />
      <SystemFigure
        label="Result"
        value={balanced ? 'Balanced' : `${count(reconciliation.problemCount)} problems`}
        health={balanced ? 'good' : 'bad'}
        note={
          balanced
            ? undefined
            : 'The books do not add up: payouts stay frozen until an operator acknowledges the report.'
        }
        hint="Balanced: every balance equals its postings and every entry sums to zero."
      />
    </SystemCard>
  );
}

const bar = 'rounded-lg bg-slate-800';

function SystemSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading the system status" className="animate-pulse space-y-5">
      {[0, 1, 2].map((card) => (
        <div key={card} className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
          <div className={`${bar} h-6 w-40`} />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className={`${bar} h-24`} />
            <div className={`${bar} h-24`} />
          </div>
        </div>
      ))}
    </section>
  );
}

/** /admin/system: the servers, the database, backups, the reconciliation and the background jobs. */
export function SystemPage() {
  const { data: system, isPending, isError, refetch } = useAdminSystem();
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="System"
        description="Whether the platform's machinery is running: servers, database, backups and scheduled work. Read again every 30 seconds."
      />
      {isPending && <SystemSkeleton />}
      {isError && !system && <LoadError what="the system status" onRetry={() => void refetch()} />}
      {system && (
        <>
          <ReplicasCard replicas={system.replicas} />
          <div className="grid gap-5 xl:grid-cols-2">
            <DatabaseCard database={system.database} />
            <ReconciliationCard reconciliation={system.reconciliation} />
          </div>
          <BackupCard backup={system.backup} archiving={system.archiving} />
          <DepositWatcherCard watcher={system.depositWatcher} />
          <JobsCard jobs={system.jobs} />
        </>
      )}
    </div>
  );
}
