import { SYSTEM_LIMITS } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber } from '@app/web-kit/lib/format';
import { TitledCard } from '../../../kit/components/titled-card';
import type { AdminSystem } from '../api/get-admin-system';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';
import { ago } from './ages';

type Replica = AdminSystem['replicas'][number];

function ReplicaItem({ replica }: { replica: Replica }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-mono font-semibold break-all text-slate-50">{replica.instanceId}</p>
        <Badge tone={replica.seen ? 'green' : 'red'}>{replica.seen ? t('csys.seen') : t('csys.notSeen')}</Badge>
      </div>
      <p className={`mt-1 text-sm ${replica.seen ? 'text-slate-300' : 'font-semibold text-rose-300'}`}>
        {t(replica.seen ? 'csys.heartbeatSeen' : 'csys.heartbeatMissing', { age: ago(replica.ageSeconds) })}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-400">
        <dt>{t('csys.host')}</dt>
        <dd className="break-all text-slate-300">{replica.host}</dd>
        <dt>{t('csys.process')}</dt>
        <dd className="text-slate-300 tabular-nums">{replica.pid}</dd>
        <dt>{t('csys.started')}</dt>
        <dd className="text-slate-300 tabular-nums">
          <time dateTime={replica.startedAt}>{formatDateTime(replica.startedAt)}</time>
        </dd>
        <dt>{t('csys.build')}</dt>
        <dd className="font-mono break-all text-slate-300">{replica.version}</dd>
      </dl>
    </li>
  );
}

/** Every API process by its heartbeat, the missing ones named in words. */
export function ReplicasCard({ replicas }: { replicas: AdminSystem['replicas'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const seen = replicas.filter((replica) => replica.seen).length;
  const missing = replicas.length - seen;
  const builds = new Set(replicas.filter((replica) => replica.seen).map((replica) => replica.version)).size;
  return (
    <TitledCard
      id="replicas-title"
      title={t('csys.servers')}
      aside={
        replicas.length > 0 && (
          <p className={`text-sm font-semibold ${missing ? 'text-rose-300' : 'text-green-300'}`}>
            {t('csys.seenOf', { seen: formatNumber(seen), total: formatNumber(replicas.length) })}
          </p>
        )
      }
    >
      <p className="mt-1 text-sm text-slate-400">
        {t('csys.serversIntro', {
          every: formatNumber(10),
          seconds: formatNumber(SYSTEM_LIMITS.replicaSeenSeconds),
        })}
      </p>
      {replicas.length === 0 ? (
        <div className="mt-4 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-5 text-center">
          <p className="font-semibold text-slate-50">{t('csys.noServer')}</p>
          <p className="mt-1 text-sm text-slate-400">{t('csys.noServerHint')}</p>
        </div>
      ) : (
        <>
          {missing > 0 && (
            <p role="status" className="mt-3 text-sm font-semibold text-rose-300">
              {missing === 1 ? t('csys.oneMissing') : t('csys.missing', { count: formatNumber(missing) })}
            </p>
          )}
          {builds > 1 && (
            <p className="mt-3 text-sm text-amber-200">{t('csys.builds', { count: formatNumber(builds) })}</p>
          )}
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {replicas.map((replica) => (
              <ReplicaItem key={replica.instanceId} replica={replica} />
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}
