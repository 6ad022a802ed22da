// How long, how many members, and when each fault strikes; CLUSTER_QUICK=1 is the CI size (at most 5 minutes here).

export type ClusterFault = 'replica-kill' | 'switchover' | 'primary-kill' | 'old-primary-back' | 'etcd-down';

export interface ClusterPlan {
  name: 'quick' | 'full';
  members: number;
  staggerMs: number;
  loadSeconds: number;
  /** Seconds after the load starts; each fault waits for the one before it to end. */
  faults: { atSeconds: number; fault: ClusterFault }[];
  /** How long etcd stays away in the `etcd-down` fault. */
  etcdDownSeconds: number;
  watchdogSeconds: number;
}

export function clusterPlanFromEnv(env: NodeJS.ProcessEnv = process.env): ClusterPlan {
  const quick = env.CLUSTER_QUICK === '1';
  const scale = quick ? 1 : 2;
  return {
    name: quick ? 'quick' : 'full',
    members: quick ? 10 : 40,
    staggerMs: quick ? 300 : 250,
    loadSeconds: 150 * scale,
    faults: [
      { atSeconds: 15 * scale, fault: 'replica-kill' },
      { atSeconds: 30 * scale, fault: 'switchover' },
      { atSeconds: 50 * scale, fault: 'primary-kill' },
      { atSeconds: 90 * scale, fault: 'old-primary-back' },
      { atSeconds: 110 * scale, fault: 'etcd-down' },
    ],
    etcdDownSeconds: 30,
    watchdogSeconds: quick ? 330 : 900,
  };
}
