import { routes, SYSTEM_LIMITS } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { readArchiver } from '../../../src/db/database-role';
import { serverHeartbeats } from '../../../src/db/schema';
import { platformJobs, startTimerJobs } from '../../../src/jobs/background-jobs';
import { forgetBackupFigures, recordBackupFailure, recordBackupSuccess } from '../../../src/metrics/backup-metrics';
import { writeHeartbeat } from '../../../src/metrics/heartbeat';
import { archivingOf } from '../../../src/modules/console/system.service';
import { call, dataOf, newOperatorToken, useTestApp } from '../../helper';

// GET /adminApi/system: the console's System page (docs/operations.md#metrics).

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  // A new process, as far as backups go: test files before this one in the worker may have taken some.
  forgetBackupFigures();
});

const system = async () => dataOf(await call(t, routes.adminSystem, { token: operator }));

describe('WAL archiving as the System page words it', () => {
  const at = (seconds: number) => new Date(Date.UTC(2024, 0, 1, 12, 0, seconds));
  const ageOf = (date: Date) => Math.round((at(59).getTime() - date.getTime()) / 1000);

  it('fails while the last failure is newer than the last segment archived', () => {
    const failing = archivingOf({ mode: 'on', lastArchivedAt: at(10), lastFailedAt: at(30) }, ageOf);
    expect(failing).toEqual({
      mode: 'on',
      lastArchivedAt: at(10).toISOString(),
      lastArchivedAgeSeconds: 49,
      lastFailedAt: at(30).toISOString(),
      failing: true,
    });
    expect(archivingOf({ mode: 'on', lastArchivedAt: null, lastFailedAt: at(30) }, ageOf)?.failing).toBe(true);
  });

  it('works again once a segment is archived after the failure, and never failed is working', () => {
    expect(archivingOf({ mode: 'on', lastArchivedAt: at(40), lastFailedAt: at(30) }, ageOf)?.failing).toBe(false);
    expect(archivingOf({ mode: 'on', lastArchivedAt: null, lastFailedAt: null }, ageOf)).toMatchObject({
      lastArchivedAgeSeconds: null,
      failing: false,
    });
  });
});

describe('the System page', () => {
  it('names the database, and says nothing ran yet on a new one', async () => {
    const status = await system();
    expect(status.checkedAt).toBe(t.clock.now().toISOString());
    expect(status.database).toEqual({
      kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      role: 'primary',
    });
    expect(status.replicas).toEqual([]);
    expect(status.backup).toEqual({ lastSuccessAt: null, ageSeconds: null, failures: 0, stale: false });
    expect(status.reconciliation).toBeNull();
    if (process.env.TEST_DATABASE_URL) {
      const archiver = await readArchiver(t.ctx.db);
      expect(status.archiving).toMatchObject({ mode: archiver.mode, failing: false });
    } else {
      // The embedded database archives nothing: it backs itself up whole.
      expect(status.archiving).toBeNull();
    }
    const names = platformJobs(t.ctx).map((job) => job.name);
    expect(status.jobs.map((job) => job.name)).toEqual(names);
    for (const job of status.jobs) {
      expect(job).toMatchObject({ lastSuccessAt: null, lastSuccessAgeSeconds: null, stale: true });
    }
  });

  it('lists replicas by their heartbeats, one not heard from for a minute as not seen', async () => {
    const now = t.clock.now();
    const beat = { host: 'api-1', pid: 4242, version: 'abc123def456', startedAt: new Date(now.getTime() - 3600_000) };
    await writeHeartbeat(t.ctx.db, { ...beat, instanceId: 'api-1:3001' }, new Date(now.getTime() - 5_000));
    const gone = new Date(now.getTime() - (SYSTEM_LIMITS.replicaSeenSeconds + 30) * 1000);
    await writeHeartbeat(t.ctx.db, { ...beat, host: 'api-2', instanceId: 'api-2:3002' }, gone);
    const { replicas } = await system();
    expect(replicas).toEqual([
      {
        instanceId: 'api-1:3001',
        host: 'api-1',
        pid: 4242,
        version: 'abc123def456',
        startedAt: beat.startedAt.toISOString(),
        lastSeenAt: new Date(now.getTime() - 5_000).toISOString(),
        ageSeconds: 5,
        seen: true,
      },
      expect.objectContaining({
        instanceId: 'api-2:3002',
        ageSeconds: SYSTEM_LIMITS.replicaSeenSeconds + 30,
        seen: false,
      }),
    ]);
  });

  it('forgets a replica gone for a day when another writes its heartbeat', async () => {
    const now = t.clock.now();
    const beat = { host: 'old', pid: 1, version: 'x', startedAt: new Date(now.getTime() - 3 * 86_400_000) };
    await writeHeartbeat(t.ctx.db, { ...beat, instanceId: 'old:3009' }, new Date(now.getTime() - 2 * 86_400_000));
    await writeHeartbeat(t.ctx.db, { ...beat, host: 'api-1', instanceId: 'api-1:3001' }, now);
    expect((await system()).replicas.map((replica) => replica.instanceId)).toEqual(['api-1:3001', 'api-2:3002']);
  });

  it('calls a job that never ran late only once the servers have been up for three of its periods', async () => {
    const now = t.clock.now();
    // Only this server, up 10 minutes: the replicas of the tests before would say longer.
    await t.ctx.db.delete(serverHeartbeats);
    const startedAt = new Date(now.getTime() - 600_000);
    const beat = { host: 'api-3', pid: 4343, version: 'abc123def456', startedAt, instanceId: 'api-3:3003' };
    await writeHeartbeat(t.ctx.db, beat, now);
    const jobs = new Map((await system()).jobs.map((job) => [job.name, job]));
    // An hourly job's first run is not due yet; a job every 5 seconds is late.
    expect(jobs.get('income-digest')).toMatchObject({ lastSuccessAt: null, stale: false });
    expect(jobs.get('team-counter-fold')).toMatchObject({ lastSuccessAt: null, stale: true });
  });

  it("shows each job's last success and the last reconciliation, stale once old", async () => {
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    await jobs.runNow('ledger-reconciliation');
    await jobs.stop();
    t.clock.advanceSeconds(60);
    const fresh = await system();
    const reconciliationJob = fresh.jobs.find((job) => job.name === 'ledger-reconciliation');
    expect(reconciliationJob).toMatchObject({ periodSeconds: 900, lastSuccessAgeSeconds: 60, stale: false });
    // The embedded database's jobs are timers, with no queue to count.
    if (!process.env.TEST_DATABASE_URL) expect(reconciliationJob?.queueDepth).toBeNull();
    expect(fresh.reconciliation).toMatchObject({ ageSeconds: 60, problemCount: 0, stale: false });
    const job = async () => (await system()).jobs.find((each) => each.name === 'ledger-reconciliation');
    t.clock.advanceSeconds(SYSTEM_LIMITS.reconciliationStaleSeconds);
    expect((await system()).reconciliation?.stale).toBe(true);
    // A job is late after three of its periods (45 minutes for a quarter-hourly one), not at the first miss.
    expect((await job())?.stale).toBe(false);
    t.clock.advanceSeconds(900);
    expect((await job())?.stale).toBe(true);
  });

  it("reports this process's last backup and its failures, stale after 26 hours", async () => {
    recordBackupSuccess(new Date(t.clock.now().getTime() - 3600_000));
    recordBackupFailure();
    expect((await system()).backup).toEqual({
      lastSuccessAt: new Date(t.clock.now().getTime() - 3600_000).toISOString(),
      ageSeconds: 3600,
      failures: 1,
      stale: false,
    });
    t.clock.advanceSeconds(SYSTEM_LIMITS.backupStaleSeconds);
    // A day on, the operator's session has ended.
    operator = await newOperatorToken(t);
    expect((await system()).backup).toMatchObject({ ageSeconds: 3600 + SYSTEM_LIMITS.backupStaleSeconds, stale: true });
  });
});
