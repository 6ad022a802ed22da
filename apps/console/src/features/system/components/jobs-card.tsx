import { SYSTEM_LIMITS } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber } from '@app/web-kit/lib/format';
import { TitledCard } from '../../../kit/components/titled-card';
import type { AdminSystem } from '../api/get-admin-system';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';
import { ago, every } from './ages';

type Job = AdminSystem['jobs'][number];

type Key = keyof typeof CONSOLE_SYSTEM_TEXTS & string;

/** What each background job does, for an operator who does not read the server's code: its dictionary keys. */
const JOB_WORDS: Record<string, { title: Key; does: Key }> = {
  'daily-settlement': { title: 'csys.job.settlement', does: 'csys.job.settlementDoes' },
  'platform-balance-fold': { title: 'csys.job.balances', does: 'csys.job.balancesDoes' },
  'team-counter-fold': { title: 'csys.job.team', does: 'csys.job.teamDoes' },
  'ledger-reconciliation': { title: 'csys.job.reconciliation', does: 'csys.job.reconciliationDoes' },
  'withdrawal-request-expiry': { title: 'csys.job.expiry', does: 'csys.job.expiryDoes' },
  'notification-mail': { title: 'csys.job.mail', does: 'csys.job.mailDoes' },
  'income-digest': { title: 'csys.job.digest', does: 'csys.job.digestDoes' },
  'reserve-snapshot': { title: 'csys.job.reserves', does: 'csys.job.reservesDoes' },
  'chain-deposit-recheck': { title: 'csys.job.recheck', does: 'csys.job.recheckDoes' },
};

function lateNote(job: Job): string {
  if (job.lastSuccessAt === null) return textOf(CONSOLE_SYSTEM_TEXTS, 'csys.neverSucceeded');
  return textOf(CONSOLE_SYSTEM_TEXTS, 'csys.lateNote', { periods: formatNumber(SYSTEM_LIMITS.jobStalePeriods) });
}

function JobBadge({ job }: { job: Job }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  if (job.stale) return <Badge tone="red">{t('csys.lateBadge')}</Badge>;
  if (job.lastSuccessAt === null) return <Badge tone="slate">{t('csys.firstRunDue')}</Badge>;
  return <Badge tone="green">{t('csys.onTime')}</Badge>;
}

function JobItem({ job }: { job: Job }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const words = JOB_WORDS[job.name];
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold text-slate-50">
          {words ? t(words.title) : job.name}{' '}
          <span className="font-mono text-xs font-normal text-slate-500">{job.name}</span>
        </p>
        <JobBadge job={job} />
      </div>
      {words && <p className="mt-1 text-sm text-slate-400">{t(words.does)}</p>}
      {job.stale && <p className="mt-1 text-sm font-semibold text-rose-300">{lateNote(job)}</p>}
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-400">
        <dt>{t('csys.runs')}</dt>
        <dd className="text-slate-300">
          {job.periodSeconds === null ? t('csys.ownSchedule') : every(job.periodSeconds)}
        </dd>
        <dt>{t('csys.lastSuccess')}</dt>
        <dd className="text-slate-300">
          {job.lastSuccessAgeSeconds === null ? t('csys.never') : ago(job.lastSuccessAgeSeconds)}
        </dd>
        {job.lastFailureAt && (
          <>
            <dt>{t('csys.lastFailure')}</dt>
            <dd className="text-slate-300">
              <time dateTime={job.lastFailureAt}>{formatDateTime(job.lastFailureAt)}</time>
            </dd>
          </>
        )}
        <dt>{t('csys.waitingRuns')}</dt>
        <dd className="text-slate-300 tabular-nums">
          {job.queueDepth === null ? t('csys.noQueue') : formatNumber(job.queueDepth)}
        </dd>
      </dl>
    </li>
  );
}

/** Each background job: what it does, how often, and whether it keeps succeeding. */
export function JobsCard({ jobs }: { jobs: AdminSystem['jobs'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const late = jobs.filter((job) => job.stale).length;
  return (
    <TitledCard
      id="jobs-title"
      title={t('csys.jobs')}
      aside={
        <p className={`text-sm font-semibold ${late ? 'text-rose-300' : 'text-green-300'}`}>
          {late ? t('csys.late', { count: formatNumber(late) }) : t('csys.allOnTime')}
        </p>
      }
    >
      <p className="mt-1 text-sm text-slate-400">{t('csys.jobsIntro')}</p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {jobs.map((job) => (
          <JobItem key={job.name} job={job} />
        ))}
      </ul>
    </TitledCard>
  );
}
