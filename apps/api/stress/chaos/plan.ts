// How long, how many members, and when each fault strikes; CHAOS_QUICK=1 is the CI size.

export type FaultStep = {
  atSeconds: number;
  fault: 'api-kill' | 'db-restart' | 'db-freeze' | 'chain-down' | 'maintenance';
};

export interface Plan {
  name: 'quick' | 'full';
  members: number;
  /** Delay between two members starting, so sign-ups spread over the first seconds. */
  staggerMs: number;
  loadSeconds: number;
  freezeSeconds: number;
  /** How long the chain node stays down in a 'chain-down' step. */
  chainDownSeconds: number;
  /** How long the owner keeps maintenance on in a 'maintenance' step (docs/product.md#maintenance). */
  maintenanceSeconds: number;
  faults: FaultStep[];
  /** After the load: how long the engine may take to settle every withdrawal it may pay. */
  drainSeconds: number;
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
      chainDownSeconds: 10,
      maintenanceSeconds: 8,
      faults: [
        { atSeconds: 15, fault: 'api-kill' },
        { atSeconds: 32, fault: 'db-restart' },
        { atSeconds: 40, fault: 'chain-down' },
        { atSeconds: 52, fault: 'db-freeze' },
        { atSeconds: 66, fault: 'maintenance' },
        { atSeconds: 80, fault: 'api-kill' },
      ],
      drainSeconds: 120,
      watchdogSeconds: 330,
    };
  }
  return {
    name: 'full',
    members: 60,
    staggerMs: 300,
    loadSeconds: 260,
    freezeSeconds: 10,
    chainDownSeconds: 15,
    maintenanceSeconds: 15,
    faults: [
      { atSeconds: 40, fault: 'api-kill' },
      { atSeconds: 90, fault: 'db-restart' },
      { atSeconds: 110, fault: 'chain-down' },
      { atSeconds: 140, fault: 'db-freeze' },
      { atSeconds: 170, fault: 'maintenance' },
      { atSeconds: 200, fault: 'api-kill' },
      { atSeconds: 225, fault: 'chain-down' },
    ],
    drainSeconds: 180,
    watchdogSeconds: 900,
  };
}
