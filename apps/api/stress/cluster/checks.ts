import path from 'node:path';
import { routes } from '@app/contract';
import pg from 'pg';
import { ApiProcess } from '../chaos/api-process';
import { freePort, sleep } from '../chaos/util';
import type { FaultWindow } from './figures';

// The rules the cluster must keep beyond the books: sessions, background jobs, and servers started wrongly.

const DEMO = { email: 'demo@example.com', password: 'Demo@12345', role_name: 'User' };
const READ_ONLY_LOG = 'the database is read-only';

async function callJson(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}

/**
 * A session used on both replicas (so each holds it in its cache), then revoked through the first: how long until
 * each replica refuses it. Null for a replica that still accepted it after 10 s.
 */
export async function revocationDelays(replicaUrls: string[]): Promise<{ delaysMs: (number | null)[] }> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' };
  const [first] = replicaUrls;
  if (!first) throw new Error('no replica to sign in on');
  const login = await callJson(`${first}${routes.login.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEMO),
  });
  const token = login.body.api_token;
  if (login.status !== 200 || typeof token !== 'string') {
    throw new Error(`the demo member could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
  }
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const profile = (url: string) => callJson(`${url}${routes.profile.member.path}`, { headers: auth });
  for (const url of replicaUrls) {
    const answer = await profile(url);
    if (answer.status !== 200) throw new Error(`the new session was refused on ${url}: ${answer.status}`);
  }
  const logout = await callJson(`${first}${routes.logout.member.path}`, { method: 'POST', headers: auth, body: '{}' });
  if (logout.status !== 200) throw new Error(`log-out failed: ${logout.status} ${JSON.stringify(logout.body)}`);
  const revokedAt = Date.now();
  return {
    delaysMs: await Promise.all(
      replicaUrls.map(async (url) => {
        while (Date.now() - revokedAt < 10_000) {
          if ((await profile(url)).status === 401) return Date.now() - revokedAt;
          await sleep(100);
        }
        return null;
      }),
    ),
  };
}

export interface JobFindings {
  /**
   * Queue and minute where the schedule ran a job more than once, and whether a fault explains it: a scheduler whose
   * primary is lost while it sends cannot know whether its send committed, and sends again. The jobs are idempotent
   * (folds of queued rows, mails claimed once), so a second run inside a fault is harmless; outside one it is a bug.
   */
  doubled: { what: string; inFault: boolean }[];
  /** Scheduled runs that ended failed for good. */
  failed: string[];
  /** Every-minute jobs: minutes of the run with no run, and whether a fault explains each. */
  missed: { what: string; inFault: boolean }[];
  runs: Record<string, number>;
}

const EVERY_MINUTE = ['platform-balance-fold', 'team-counter-fold', 'notification-mail'];

/** A fault touches the minute, or ended less than 30 s before it (a scheduler catching up). */
function overlapsMinute(window: FaultWindow, minute: number): boolean {
  return window.startedAt <= minute + 60_000 && window.endedAt + 30_000 >= minute;
}

/** pg-boss's own tables: each scheduled job once per period, across both replicas and the failovers. */
export async function jobsOncePerPeriod(
  databaseUrl: string,
  load: { from: number; to: number },
  faults: FaultWindow[],
): Promise<JobFindings> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A scheduled run carries the schedule's data (none); a run asked for carries { trigger: 'now' }.
    const { rows } = await client.query<{ name: string; minute: Date; n: number; failed: number }>(
      `select name, date_trunc('minute', created_on) as minute, count(*)::int as n,
              count(*) filter (where state = 'failed')::int as failed
       from (select name, created_on, state, data from pgboss.job
             union all select name, created_on, state, data from pgboss.archive) runs
       where name not like '\\_\\_pgboss%' and (data is null or data = 'null'::jsonb or data = '{}'::jsonb)
         and created_on between $1 and $2
       group by name, minute order by name, minute`,
      [new Date(load.from), new Date(load.to)],
    );
    const findings: JobFindings = { doubled: [], failed: [], missed: [], runs: {} };
    for (const row of rows) {
      findings.runs[row.name] = (findings.runs[row.name] ?? 0) + row.n;
      const minute = row.minute.toISOString().slice(11, 16);
      if (row.n > 1) {
        const inFault = faults.some((window) => overlapsMinute(window, row.minute.getTime()));
        findings.doubled.push({ what: `${row.name} at ${minute}: ${row.n} runs`, inFault });
      }
      if (row.failed > 0) findings.failed.push(`${row.name} at ${minute}: ${row.failed} failed`);
    }
    const firstMinute = Math.ceil(load.from / 60_000) * 60_000;
    for (let minute = firstMinute; minute + 60_000 <= load.to; minute += 60_000) {
      for (const name of EVERY_MINUTE) {
        if (rows.some((row) => row.name === name && row.minute.getTime() === minute)) continue;
        const inFault = faults.some((window) => overlapsMinute(window, minute));
        findings.missed.push({ what: `${name} at ${new Date(minute).toISOString().slice(11, 16)}`, inFault });
      }
    }
    return findings;
  } finally {
    await client.end();
  }
}

interface ServerOptions {
  repoRoot: string;
  runDir: string;
  env: Record<string, string>;
}

/** A server pointed at a standby: it starts, is not ready, refuses writes with 503, and says why in its log. */
export async function serverOnStandby(options: ServerOptions & { standbyUrl: string }): Promise<string[]> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = new ApiProcess({
    repoRoot: options.repoRoot,
    baseUrl,
    logFile: path.join(options.runDir, 'api-on-standby.log'),
    env: { ...options.env, PORT: String(port), DATABASE_URL: options.standbyUrl, LOG_LEVEL: 'warn' },
  });
  const problems: string[] = [];
  try {
    await api.start();
    const ready = await callJson(`${baseUrl}/readyz`);
    if (ready.status !== 503) problems.push(`/readyz answered ${ready.status}, not 503`);
    const write = await callJson(`${baseUrl}${routes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.2' },
      body: JSON.stringify(DEMO),
    });
    if (write.status !== 503 || write.body.code !== 'UNAVAILABLE') {
      problems.push(`a log-in (a write) answered ${write.status} ${JSON.stringify(write.body)}, not 503`);
    }
    await sleep(500);
    if (!api.recentOutput(100).includes(READ_ONLY_LOG)) problems.push(`its log never said "${READ_ONLY_LOG}"`);
  } catch (error) {
    problems.push(`it did not start: ${(error as Error).message}`);
  } finally {
    await api.stop();
  }
  return problems;
}

/** A server with another APP_SECRET than its peers: it must refuse to start, and say why. */
export async function serverWithAnotherSecret(options: ServerOptions): Promise<string[]> {
  const port = await freePort();
  const api = new ApiProcess({
    repoRoot: options.repoRoot,
    baseUrl: `http://127.0.0.1:${port}`,
    logFile: path.join(options.runDir, 'api-other-secret.log'),
    env: { ...options.env, PORT: String(port), APP_SECRET: 'another-secret-than-the-replicas-0123456789' },
  });
  try {
    await api.start(60_000);
    return ['it started and answered /healthz'];
  } catch (error) {
    const said = (error as Error).message;
    return said.includes('APP_SECRET is not the secret') ? [] : [`it stopped for another reason: ${said}`];
  } finally {
    await api.stop();
  }
}
