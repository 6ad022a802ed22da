import { MSG, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { hotWalletStubs, jobOf, replicaOf, secondsBefore, systemOf, watcherOf } from '../../../test/system-test-kit';
import { ago, every } from '../components/ages';
import { SystemPage } from './system-page';

function renderSystem() {
  return renderRoutes([{ path: '/admin/system', Component: SystemPage }], '/admin/system');
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

/** The figure under a label: its value, its note in words when it needs a look, and what it means. */
function figure(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  const texts = Array.from(term.parentElement?.querySelectorAll('dd') ?? [], (dd) => dd.textContent ?? '');
  return { value: texts[0], rest: texts.slice(1).join(' ') };
}

const item = (section: HTMLElement, text: string) => within(section).getByText(text).closest('li') as HTMLElement;

describe('/admin/system', () => {
  beforeEach(() => signInOperator());

  it('shows the traffic and the age of each queue, each with what it means', async () => {
    stubRoutes(...hotWalletStubs(), on(routes.adminSystem, ok(MSG.loaded, systemOf())));
    renderSystem();
    await screen.findByRole('heading', { name: 'Traffic' });
    const traffic = card('Traffic');
    expect(traffic.textContent).toContain('cover the last 5 minutes');
    expect(figure(traffic, 'Requests per minute')).toMatchObject({ value: '42' });
    expect(figure(traffic, 'Requests per minute').rest).toContain('Requests answered in the last minute.');
    expect(figure(traffic, 'Error rate (5xx)').value).toBe('0%');
    expect(figure(traffic, 'Error rate (5xx)').rest).toContain('of 200 requests');
    expect(figure(traffic, 'p99 latency')).toMatchObject({ value: '180 ms' });
    expect(figure(traffic, 'p99 latency').rest).toContain('99 of 100 answers took at most this long');

    const queues = card('Queues');
    expect(figure(queues, 'Oldest deposit review')).toEqual({
      value: '10 min ago',
      rest: 'Deposits waiting for their check. Waiting: 3.',
    });
    expect(figure(queues, 'Oldest withdrawal review')).toEqual({
      value: 'Nothing waits',
      rest: "Verified withdrawals waiting for an operator's review.",
    });
    expect(figure(queues, 'Oldest payout').value).toBe('45 s ago');
    expect(figure(queues, 'Oldest unsent mail').rest).toContain('Waiting: 2.');
  });

  it('says in words when the traffic or a queue needs a look', async () => {
    const status = systemOf({
      traffic: { requestsPerMinute: 10, windowSeconds: 300, requests: 50, serverErrorPercent: 4, p99Seconds: 2.4 },
      queues: {
        ...systemOf().queues,
        payout: { waiting: 2, oldestAgeSeconds: 3600 },
      },
    });
    stubRoutes(...hotWalletStubs(), on(routes.adminSystem, ok(MSG.loaded, status)));
    renderSystem();
    await screen.findByRole('heading', { name: 'Traffic' });
    const traffic = card('Traffic');
    expect(figure(traffic, 'Error rate (5xx)')).toMatchObject({ value: '4%' });
    expect(figure(traffic, 'Error rate (5xx)').rest).toContain('Some answers failed');
    expect(figure(traffic, 'p99 latency')).toMatchObject({ value: '2.4 s' });
    expect(figure(traffic, 'p99 latency').rest).toContain('Slow: over 2 s.');
    expect(figure(card('Queues'), 'Oldest payout').rest).toContain('Late: waiting more than 30 minutes.');
  });

  it('shows the servers, database, reconciliation, backups and jobs, each with what it means', async () => {
    const { calls } = stubRoutes(...hotWalletStubs(), on(routes.adminSystem, ok(MSG.loaded, systemOf())));
    renderSystem();
    await screen.findByRole('heading', { name: 'API servers' });
    expect(calls.of(routes.adminSystem)[0]?.headers.Authorization).toBe('Bearer operator-token');

    const servers = card('API servers');
    expect(within(servers).getByText('2 of 2 seen')).toBeTruthy();
    const first = item(servers, 'api-1:3001');
    expect(within(first).getByText('Seen')).toBeTruthy();
    expect(first.textContent).toContain('Last heartbeat just now.');
    expect(first.textContent).toContain('abc123def456');
    expect(item(servers, 'api-2:3002').textContent).toContain('Last heartbeat 9 s ago.');

    const database = card('Database');
    expect(figure(database, 'Kind').value).toBe('PostgreSQL');
    expect(figure(database, 'Role').value).toBe('Primary');
    expect(figure(database, 'Role').rest).toContain('Takes writes');

    const reconciliation = card('Ledger reconciliation');
    expect(figure(reconciliation, 'Last run').value).toBe('3 min ago');
    expect(figure(reconciliation, 'Last run').rest).not.toContain('Stale');
    expect(figure(reconciliation, 'Result').value).toBe('Balanced');

    const backups = card('Backups');
    expect(backups.textContent).toContain('pgbackrest info on the primary lists them');
    expect(figure(backups, 'WAL archiving')).toMatchObject({ value: 'Working' });
    expect(figure(backups, 'Last WAL segment archived').value).toBe('40 s ago');
    expect(within(backups).queryByText('Last backup')).toBeNull();

    const jobs = card('Background jobs');
    expect(within(jobs).getByText('All on time')).toBeTruthy();
    const mail = item(jobs, 'Notification mail');
    expect(mail.textContent).toContain('every minute');
    expect(mail.textContent).toContain('30 s ago');
    expect(within(mail).getByText('2')).toBeTruthy();
    expect(item(jobs, 'Ledger reconciliation').textContent).toContain('every 15 minutes');
  });

  it('says in words, not only in colour, what is stale: a server not seen, an old reconciliation and backup, a late job', async () => {
    stubRoutes(
      ...hotWalletStubs(),
      on(
        routes.adminSystem,
        ok(
          MSG.loaded,
          systemOf({
            replicas: [replicaOf(), replicaOf({ instanceId: 'api-2:3002', ageSeconds: 300, seen: false })],
            reconciliation: { checkedAt: secondsBefore(3000), ageSeconds: 3000, problemCount: 2, stale: true },
            archiving: {
              mode: 'on',
              lastArchivedAt: secondsBefore(1800),
              lastArchivedAgeSeconds: 1800,
              lastFailedAt: secondsBefore(20),
              failing: true,
            },
            jobs: [jobOf({ lastSuccessAt: secondsBefore(3000), lastSuccessAgeSeconds: 3000, stale: true })],
          }),
        ),
      ),
    );
    renderSystem();
    await screen.findByRole('heading', { name: 'API servers' });

    const servers = card('API servers');
    expect(within(servers).getByText('1 of 2 seen')).toBeTruthy();
    expect(within(servers).getByRole('status').textContent).toContain('1 server is not seen');
    const missing = item(servers, 'api-2:3002');
    expect(within(missing).getByText('Not seen')).toBeTruthy();
    expect(missing.textContent).toContain('Last heartbeat 5 min ago: stopped, hung or cut off from the database.');

    const reconciliation = card('Ledger reconciliation');
    expect(figure(reconciliation, 'Last run')).toMatchObject({ value: '50 min ago' });
    expect(figure(reconciliation, 'Last run').rest).toContain('Stale: older than 30 minutes.');
    expect(figure(reconciliation, 'Result').value).toBe('2 problems');

    const backups = card('Backups');
    expect(figure(backups, 'WAL archiving').value).toBe('Failing');
    expect(figure(backups, 'WAL archiving').rest).toContain('The last attempt failed');
    expect(figure(backups, 'WAL archiving').rest).toContain('run pgbackrest check on the primary');
    expect(figure(backups, 'Last WAL segment archived').value).toBe('30 min ago');

    const jobs = card('Background jobs');
    expect(within(jobs).getByText('1 late')).toBeTruthy();
    const late = item(jobs, 'Ledger reconciliation');
    expect(within(late).getByText('Late')).toBeTruthy();
    expect(late.textContent).toContain('Late: no success for more than 3 of its periods.');
  });

  it('has an empty state before any heartbeat, backup or reconciliation, on the embedded database', async () => {
    stubRoutes(
      ...hotWalletStubs(),
      on(
        routes.adminSystem,
        ok(
          MSG.loaded,
          systemOf({
            database: { kind: 'pglite', role: 'primary' },
            replicas: [],
            backup: { lastSuccessAt: null, ageSeconds: null, failures: 0, stale: false },
            archiving: null,
            reconciliation: null,
            jobs: [
              jobOf({ queueDepth: null, lastSuccessAt: null, lastSuccessAgeSeconds: null, stale: true }),
              jobOf({ name: 'team-counter-fold', periodSeconds: 5, queueDepth: null }),
              jobOf({
                name: 'income-digest',
                periodSeconds: 3600,
                queueDepth: null,
                lastSuccessAt: null,
                lastSuccessAgeSeconds: null,
                stale: false,
              }),
            ],
          }),
        ),
      ),
    );
    renderSystem();
    expect(await screen.findByText('No server has written a heartbeat yet')).toBeTruthy();
    expect(figure(card('Database'), 'Kind').value).toBe('Embedded (PGlite)');
    expect(figure(card('Ledger reconciliation'), 'Last run').value).toBe('Not run yet');
    expect(figure(card('Backups'), 'Last backup').value).toBe('None yet');
    const jobs = card('Background jobs');
    const never = item(jobs, 'Ledger reconciliation');
    expect(never.textContent).toContain('Never succeeded since the database was created.');
    expect(never.textContent).toContain('no queue: a timer in this server');
    expect(item(jobs, 'Team counters').textContent).toContain('every 5 seconds');
    // Never run, but not due yet: neither late nor on time.
    const notDue = item(jobs, 'Income digests');
    expect(within(notDue).getByText('First run due')).toBeTruthy();
    expect(notDue.textContent).not.toContain('Never succeeded');
  });

  it('on the embedded database, says a stale or failed backup in words', async () => {
    stubRoutes(
      ...hotWalletStubs(),
      on(
        routes.adminSystem,
        ok(
          MSG.loaded,
          systemOf({
            database: { kind: 'pglite', role: 'primary' },
            backup: { lastSuccessAt: secondsBefore(30 * 3600), ageSeconds: 30 * 3600, failures: 1, stale: true },
            archiving: null,
          }),
        ),
      ),
    );
    renderSystem();
    await screen.findByRole('heading', { name: 'Backups' });
    const backups = card('Backups');
    expect(figure(backups, 'Last backup').value).toBe('30 h ago');
    expect(figure(backups, 'Last backup').rest).toContain('Stale: older than 26 hours.');
    expect(figure(backups, 'Failed backups').rest).toContain('At least one backup failed');
    expect(within(backups).queryByText('WAL archiving')).toBeNull();
  });

  it('says when PostgreSQL archives nothing: no restore past the last backup', async () => {
    const archiving = {
      mode: 'off',
      lastArchivedAt: null,
      lastArchivedAgeSeconds: null,
      lastFailedAt: null,
      failing: false,
    };
    stubRoutes(...hotWalletStubs(), on(routes.adminSystem, ok(MSG.loaded, systemOf({ archiving }))));
    renderSystem();
    await screen.findByRole('heading', { name: 'Backups' });
    const backups = card('Backups');
    expect(figure(backups, 'WAL archiving').value).toBe('Off');
    expect(figure(backups, 'WAL archiving').rest).toContain('never a moment after it');
    expect(figure(backups, 'Last WAL segment archived').value).toBe('None yet');
  });

  it('names a read-only database in words', async () => {
    stubRoutes(
      ...hotWalletStubs(),
      on(routes.adminSystem, ok(MSG.loaded, systemOf({ database: { kind: 'postgres', role: 'read-only' } }))),
    );
    renderSystem();
    await screen.findByRole('heading', { name: 'Database' });
    const role = figure(card('Database'), 'Role');
    expect(role.value).toBe('Read-only');
    expect(role.rest).toContain('Writes are refused');
  });

  it('shows a skeleton while loading, then a retry when the status fails', async () => {
    let attempt = 0;
    stubRoutes(
      ...hotWalletStubs(),
      on(routes.adminSystem, () => {
        attempt += 1;
        return attempt === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.loaded, systemOf());
      }),
    );
    const { user } = renderSystem();
    expect(screen.getByLabelText('Loading the system status')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'API servers' })).toBeTruthy());
  });
});

describe('ages and periods in words', () => {
  it('reads as an operator says them', () => {
    expect([0, 4, 45, 60, 3599, 3600, 47 * 3600, 2 * 86_400].map(ago)).toEqual([
      'just now',
      'just now',
      '45 s ago',
      '1 min ago',
      '59 min ago',
      '1 h ago',
      '47 h ago',
      '2 days ago',
    ]);
    expect([5, 60, 300, 900, 3600, 7200].map(every)).toEqual([
      'every 5 seconds',
      'every minute',
      'every 5 minutes',
      'every 15 minutes',
      'every hour',
      'every 2 hours',
    ]);
  });

  it('says the deposit watcher is off in shared mode, and what it needs', async () => {
    stubRoutes(
      ...hotWalletStubs(),
      on(routes.adminSystem, ok(MSG.loaded, systemOf({ depositWatcher: watcherOf({ ready: false }) }))),
    );
    renderSystem();
    await screen.findByRole('heading', { name: 'Deposit watcher' });
    const watcher = card('Deposit watcher');
    expect(figure(watcher, 'Mode').value).toBe('Off: one shared address');
    expect(figure(watcher, 'Mode').rest).toContain('Needs DEPOSIT_XPUB and a chain node');
  });

  it('shows how far the watcher is behind the chain', async () => {
    const working = watcherOf({
      mode: 'per-member',
      addressCount: 1234,
      cursorBlock: 48_000_000,
      headBlock: 48_000_015,
      lagBlocks: 15,
      lastSuccessAt: secondsBefore(20),
      lastSuccessAgeSeconds: 20,
      pendingCount: 2,
      dustCount: 1,
    });
    stubRoutes(...hotWalletStubs(), on(routes.adminSystem, ok(MSG.loaded, systemOf({ depositWatcher: working }))));
    renderSystem();
    await screen.findByRole('heading', { name: 'Deposit watcher' });
    const watcher = card('Deposit watcher');
    expect(figure(watcher, 'Last run').value).toBe('20 s ago');
    expect(figure(watcher, 'Last run').rest).not.toContain('Stale');
    expect(figure(watcher, 'Behind the chain').value).toBe('15 blocks');
    expect(figure(watcher, 'Behind the chain').rest).toContain('48,000,000 of 48,000,015');
    expect(figure(watcher, 'Member addresses').value).toBe('1,234');
    expect(figure(watcher, 'Waiting').value).toBe('2 confirming · 1 dust');
    expect(within(watcher).getByRole('link', { name: 'Transfers and addresses to sweep' })).toBeTruthy();
  });

  it('says in words that a stopped watcher credits nothing, with its last error', async () => {
    const stopped = watcherOf({
      mode: 'per-member',
      stale: true,
      lastSuccessAt: secondsBefore(900),
      lastSuccessAgeSeconds: 900,
      lastError: 'the chain node did not answer',
    });
    stubRoutes(...hotWalletStubs(), on(routes.adminSystem, ok(MSG.loaded, systemOf({ depositWatcher: stopped }))));
    renderSystem();
    await screen.findByRole('heading', { name: 'Deposit watcher' });
    const watcher = card('Deposit watcher');
    expect(figure(watcher, 'Last run').rest).toContain(
      'Stale: no run for 10 minutes. Transfers are not being credited',
    );
    expect(figure(watcher, 'Last run').rest).toContain('the chain node did not answer');
  });
});
