import { SYSTEM_LIMITS } from '@app/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import type { AdminSystem } from '../api/get-admin-system';
import { ago, every } from './ages';

type Job = AdminSystem['jobs'][number];

/** What each background job does, for an operator who does not read the server's code. */
const JOB_WORDS: Record<string, { title: string; does: string }> = {
  'daily-settlement': {
    title: 'Daily settlement',
    does: "Pays every member's daily profit when automatic settlement is on; otherwise looks and does nothing.",
  },
  'platform-balance-fold': {
    title: 'Platform balances',
    does: "Adds the queued movements into the platform accounts' balances the overview shows.",
  },
  'team-counter-fold': {
    title: 'Team counters',
    does: "Catches up uplines' team counts and ranks a purchase left queued.",
  },
  'ledger-reconciliation': {
    title: 'Ledger reconciliation',
    does: 'Checks every balance against its postings; a failure freezes payouts.',
  },
  'withdrawal-request-expiry': {
    title: 'Expired requests and codes',
    does: 'Forgets unconfirmed withdrawals and transfers, used codes and old rate-limit counters.',
  },
  'notification-mail': { title: 'Notification mail', does: 'Sends the mails members are waiting for.' },
  'income-digest': { title: 'Income digests', does: "Writes each member's daily income summary." },
  'reserve-snapshot': { title: 'Proof of reserves', does: "Takes the day's snapshot of balances against reserves." },
  'chain-deposit-recheck': {
    title: 'Chain deposit recheck',
    does: 'Credits deposits once their transfer is final on BNB Smart Chain.',
  },
};

function lateNote(job: Job): string {
  if (job.lastSuccessAt === null) return 'Never succeeded since the database was created.';
  const periods = SYSTEM_LIMITS.jobStalePeriods;
  return `Late: no success for more than ${periods} of its periods.`;
}

function JobBadge({ job }: { job: Job }) {
  if (job.stale) return <Badge tone="red">Late</Badge>;
  if (job.lastSuccessAt === null) return <Badge tone="slate">First run due</Badge>;
  return <Badge tone="green">On time</Badge>;
}

function JobItem({ job }: { job: Job }) {
  const words = JOB_WORDS[job.name];
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold text-slate-50">
          {words?.title ?? job.name} <span className="font-mono text-xs font-normal text-slate-500">{job.name}</span>
        </p>
        <JobBadge job={job} />
      </div>
      {words && <p className="mt-1 text-sm text-slate-400">{words.does}</p>}
      {job.stale && <p className="mt-1 text-sm font-semibold text-rose-300">{lateNote(job)}</p>}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-400">
        <dt>Runs</dt>
        <dd className="text-slate-300">
          {job.periodSeconds === null ? 'on its own schedule' : every(job.periodSeconds)}
        </dd>
        <dt>Last success</dt>
        <dd className="text-slate-300">
          {job.lastSuccessAgeSeconds === null ? 'never' : ago(job.lastSuccessAgeSeconds)}
        </dd>
        {job.lastFailureAt && (
          <>
            <dt>Last failure</dt>
            <dd className="text-slate-300">
              <time dateTime={job.lastFailureAt}>{formatDateTime(job.lastFailureAt)}</time>
            </dd>
          </>
        )}
        <dt>Waiting runs</dt>
        <dd className="text-slate-300 tabular-nums">
          {job.queueDepth === null ? 'no queue: a timer in this server' : job.queueDepth}
        </dd>
      </dl>
    </li>
  );
}

/** Each background job: what it does, how often, and whether it keeps succeeding. */
export function JobsCard({ jobs }: { jobs: AdminSystem['jobs'] }) {
  const late = jobs.filter((job) => job.stale).length;
  return (
    <Card aria-labelledby="jobs-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="jobs-title" className="text-lg font-semibold text-slate-50">
          Background jobs
        </h2>
        <p className={`text-sm font-semibold ${late ? 'text-rose-300' : 'text-green-300'}`}>
          {late ? `${late} late` : 'All on time'}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-400">
        Work the servers do on a schedule, whichever server ran it. Waiting runs are the ones queued and not yet taken
        by a server; more than a few means the servers fall behind.
      </p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {jobs.map((job) => (
          <JobItem key={job.name} job={job} />
        ))}
      </ul>
    </Card>
  );
}
