import net from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackgroundJobs, type JobSpec, startPgBossJobs } from '../../src/jobs/background-jobs';
import { eventually } from '../helper';

// A failover as pg-boss meets it: the database goes away while a job runs, so the run's outcome cannot be written.
// pg-boss's own worker wrote it without awaiting, and the rejection ended the server (a replica "exited by itself"
// in the failover test). Here the database sits behind a proxy the job itself cuts.

const url = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones, then come back on the same port. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.runIf(Boolean(url))('background jobs on PostgreSQL when the database goes away', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
    await cleanup?.();
  });

  it('keep the process and the other jobs running when a run cannot be recorded', async () => {
    process.on('unhandledRejection', onUnhandled);
    const target = new URL(url as string);
    const proxy = await cuttableProxy(target);
    const through = new URL(target);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    const schema = `boss_outage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let cuts = 0;
    let afterRuns = 0;
    const specs: JobSpec[] = [
      {
        name: 'cut-the-database',
        everySeconds: 3600,
        cron: '0 0 1 1 *',
        run: async () => {
          cuts += 1;
          await proxy.cut();
          // Back after pg-boss tried to write this run's outcome at least once.
          setTimeout(() => void proxy.restore(), 2500);
        },
      },
      {
        name: 'after-the-outage',
        everySeconds: 3600,
        cron: '0 0 1 1 *',
        run: async () => {
          afterRuns += 1;
        },
      },
    ];
    let jobs: BackgroundJobs | undefined;
    cleanup = async () => {
      await jobs?.stop();
      proxy.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    };
    jobs = await startPgBossJobs(specs, {
      connectionString: through.toString(),
      schema,
      log: Fastify({ logger: { level: 'silent' } }).log,
      pollingSeconds: 0.5,
    });
    await jobs.runNow('cut-the-database');
    await eventually(() => cuts === 1);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await jobs.runNow('after-the-outage');
    await eventually(() => afterRuns === 1);
    expect(unhandled).toEqual([]);
    // The cut run's outcome was written once the database was back, so the next run need not wait for it to expire.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(`select state from ${schema}.job where name = 'cut-the-database'`);
    await client.end();
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 40_000);
});
