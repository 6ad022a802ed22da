import type { PublicClient } from 'viem';
import type { Config } from './config/env';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';

/** What every service needs, built once per app and handed down. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** A BNB Smart Chain node when CHAIN_RPC_URL is set; chain-mode deposits need it. */
  chain: PublicClient | null;
}
