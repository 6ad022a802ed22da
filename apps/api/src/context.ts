import type { PublicClient } from 'viem';
import type { PayoutSigner } from './chain/payout-signer';
import type { Config } from './config/env';
import type { SessionCache } from './core/session-cache';
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
  /** The hot wallet's signer when PAYOUT_KEYSTORE is set (docs/decisions/025-automatic-payouts.md). */
  payoutSigner?: PayoutSigner | null;
  /** The live sessions this process has checked (decision 013). */
  sessions: SessionCache;
}
