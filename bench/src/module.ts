import type { Pool } from './db';
import type { Fixtures } from './fixtures';
import type { Options } from './options';
import type { Report } from './report';
import type { RunningServer } from './server';

/** What every measurement module is handed. */
export interface BenchContext {
  options: Options;
  /** The benchmark database, for the state a measurement prepares (funded wallets, pending deposits, codes). */
  db: Pool;
  databaseUrl: string;
  adminUrl: string;
  fixtures: Fixtures;
  /** Null when the module runs with the server stopped (`server: false`). */
  server: RunningServer | null;
  /** The server's APP_SECRET, which keys the OTP hashes a module may store the way the app does. */
  appSecret: string;
  report: Report;
}

/**
 * A part of the suite. main.ts runs them in its list's order, starting or stopping the server to match each
 * one's `server`; a module adds its lines to the report. Adding one is a file and a line in that list.
 */
export interface BenchModule {
  name: string;
  server: boolean;
  run(ctx: BenchContext): Promise<void>;
}

export function serverOf(ctx: BenchContext): RunningServer {
  if (!ctx.server) throw new Error('this module needs the server running');
  return ctx.server;
}
