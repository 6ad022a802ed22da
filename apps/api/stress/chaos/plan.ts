// How long, how many members, and when each fault strikes; CHAOS_QUICK=1 is the CI size.

export type FaultStep = { atSeconds: number; fault: 'api-kill' | 'db-restart' | 'db-freeze' };

export interface Plan {
  name: 'quick' | 'full';
  members: number;
  /** Delay between two members starting, so sign-ups spread over the first seconds. */
  staggerMs: number;
  loadSeconds: number;
  freezeSeconds: number;
  faults: FaultStep[];
  /** The whole run is abandoned (and fails) past this. */
  watchdogSeconds: number;
}

export function planFromEnv(env: NodeJS.ProcessEnv = process.env): Plan {
  if (env.CHAOS_QUICK === '1') {
    return {
      name: 'quick',
      members: 15,
      staggerMs: 400,
      loadSeconds: 95,
      freezeSeconds: 10,
      faults: [
        { atSeconds: 15, fault: 'api-kill' },
        { atSeconds: 32, fault: 'db-restart' },
        { atSeconds: 50, fault: 'db-freeze' },
        { atSeconds: 80, fault: 'api-kill' },
      ],
      watchdogSeconds: 300,
    };
  }
  return {
    name: 'full',
    members: 60,
    staggerMs: 300,
    loadSeconds: 260,
    freezeSeconds: 10,
    faults: [
      { atSeconds: 40, fault: 'api-kill' },
      { atSeconds: 90, fault: 'db-restart' },
      { atSeconds: 140, fault: 'db-freeze' },
      { atSeconds: 200, fault: 'api-kill' },
    ],
    watchdogSeconds: 720,
  };
}
