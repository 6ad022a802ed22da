import { SYSTEM_LIMITS } from '@app/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import type { AdminSystem } from '../api/get-admin-system';
import { ago } from './ages';

type Replica = AdminSystem['replicas'][number];

function ReplicaItem({ replica }: { replica: Replica }) {
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-mono font-semibold break-all text-slate-50">{replica.instanceId}</p>
        <Badge tone={replica.seen ? 'green' : 'red'}>{replica.seen ? 'Seen' : 'Not seen'}</Badge>
      </div>
      <p className={`mt-1 text-sm ${replica.seen ? 'text-slate-300' : 'font-semibold text-rose-300'}`}>
        Last heartbeat {ago(replica.ageSeconds)}
        {replica.seen ? '.' : ': stopped, hung or cut off from the database.'}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-400">
        <dt>Host</dt>
        <dd className="break-all text-slate-300">{replica.host}</dd>
        <dt>Process</dt>
        <dd className="text-slate-300 tabular-nums">{replica.pid}</dd>
        <dt>Started</dt>
        <dd className="text-slate-300 tabular-nums">
          <time dateTime={replica.startedAt}>{formatDateTime(replica.startedAt)}</time>
        </dd>
        <dt>Build</dt>
        <dd className="font-mono break-all text-slate-300">{replica.version}</dd>
      </dl>
    </li>
  );
}

/** Every API process by its heartbeat, the missing ones named in words. */
export function ReplicasCard({ replicas }: { replicas: AdminSystem['replicas'] }) {
  const seen = replicas.filter((replica) => replica.seen).length;
  const missing = replicas.length - seen;
  const builds = new Set(replicas.filter((replica) => replica.seen).map((replica) => replica.version)).size;
  return (
    <Card aria-labelledby="replicas-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="replicas-title" className="text-lg font-semibold text-slate-50">
          API servers
        </h2>
        {replicas.length > 0 && (
          <p className={`text-sm font-semibold ${missing ? 'text-rose-300' : 'text-green-300'}`}>
            {seen} of {replicas.length} seen
          </p>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-400">
        Each server writes a heartbeat every 10 seconds; one not heard from for {SYSTEM_LIMITS.replicaSeenSeconds}{' '}
        seconds is not seen. A server that stopped for good drops off this list a day later.
      </p>
      {replicas.length === 0 ? (
        <div className="mt-4 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-5 text-center">
          <p className="font-semibold text-slate-50">No server has written a heartbeat yet</p>
          <p className="mt-1 text-sm text-slate-400">
            A server writes its first once it listens on a database that takes writes; reload in a few seconds.
          </p>
        </div>
      ) : (
        <>
          {missing > 0 && (
            <p role="status" className="mt-3 text-sm font-semibold text-rose-300">
              {missing === 1 ? '1 server is' : `${missing} servers are`} not seen. HAProxy stops sending traffic to a
              server whose readiness check fails; restart it or remove it from the balancer.
            </p>
          )}
          {builds > 1 && (
            <p className="mt-3 text-sm text-amber-200">
              The servers run {builds} different builds: expected during a rolling upgrade, and only then.
            </p>
          )}
          <ul className="mt-4 grid gap-3 lg:grid-cols-2">
            {replicas.map((replica) => (
              <ReplicaItem key={replica.instanceId} replica={replica} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
