import { parseArgs } from 'node:util';

export interface Options {
  quick: boolean;
  /** Members in the referral tree. */
  members: number;
  /** Days of history behind most orders (their incomes, claims and level income). */
  recentDays: number;
  /** Days of history behind the largest leader and its direct referrals. */
  leaderDays: number;
  seed: number;
  /** HTTP concurrencies every API measurement is taken at. */
  concurrencies: number[];
  /** Seconds of each read run (floor or subject). */
  readSeconds: number;
  /** Seconds of each leader or leaf run in the flatness comparison. */
  flatSeconds: number;
  /** Requests of each money-path run: every one by a different member, so the run is bounded by count. */
  moneyRequests: number;
  /** A money-path run still going after this many seconds is stopped and reported as it stands. */
  moneyMaxSeconds: number;
  pgbenchSeconds: number;
  pgbenchScale: number;
  /** Modules to run (by name); null runs them all. `generate` alone stops after the data and its checks. */
  only: Set<string> | null;
  /** Leave the benchmark databases in place (their names are printed) instead of dropping them. */
  keep: boolean;
  adminUrl: string;
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const USAGE = `npm run bench -- [--quick] [--members N] [--days N] [--leader-days N] [--seed N]
                       [--only generate|load,money,flatness,settlement] [--keep]`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} takes a positive whole number\n${USAGE}`);
  return parsed;
}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      members: { type: 'string' },
      days: { type: 'string' },
      'leader-days': { type: 'string' },
      seed: { type: 'string' },
      only: { type: 'string' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const members = positive('members', values.members, quick ? 8_000 : 100_000);
  if (members < 2_000) throw new Error('--members must be at least 2000: the money path needs that many to draw from');
  const recentDays = positive('days', values.days, quick ? 3 : 7);
  const leaderDays = Math.max(recentDays, positive('leader-days', values['leader-days'], quick ? 14 : 90));
  return {
    quick,
    members,
    recentDays,
    leaderDays,
    seed: positive('seed', values.seed, 1),
    concurrencies: [10, 50],
    readSeconds: quick ? 2 : 8,
    flatSeconds: quick ? 2 : 5,
    moneyRequests: quick ? 500 : 2_000,
    moneyMaxSeconds: quick ? 30 : 120,
    pgbenchSeconds: quick ? 3 : 8,
    pgbenchScale: quick ? 10 : 50,
    only: values.only ? new Set(values.only.split(',').map((name) => name.trim())) : null,
    keep: values.keep ?? false,
    adminUrl: process.env.BENCH_DATABASE_URL || DEFAULT_URL,
  };
}
