import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { startEmbeddedBackups } from './backup/backup-schedule';
import { createChainClient } from './chain/client';
import { loadPayoutSigner } from './chain/payout-signer';
import { checkAppSecret } from './config/app-secret';
import { ConfigError, loadConfig, publicUrlWarning } from './config/env';
import type { AppContext } from './context';
import { afterCommitSettled } from './core/after-commit';
import { afterResponseSettled } from './core/after-response';
import { SessionCache } from './core/session-cache';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { databaseRole, READ_ONLY_EXPLAINED } from './db/database-role';
import {
  type BackgroundJobs,
  PG_BOSS_SCHEMA,
  platformJobs,
  startPgBossJobs,
  startTimerJobs,
} from './jobs/background-jobs';
import { systemClock } from './lib/clock';
import { loggerOptions } from './lib/log-redaction';
import { createOutboxMailer, createSmtpMailer } from './lib/mailer';
import { prettyLogStream } from './lib/pretty-log';
import { startHeartbeat } from './metrics/heartbeat';
import { withAntiPhishingCodes } from './modules/anti-phishing/anti-phishing-mailer';
import { startTreeBackfill } from './modules/content/markdown-trees';
import { checkChainAtStartup } from './modules/deposits/chain-rechecks';
import { ensureSettingDefaults } from './modules/settings/settings.service';
import { DEMO, seedDemoIfEmpty } from './seed/demo';

const PRIMARY_POLL_MS = 2_000;
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** Migrations, the APP_SECRET check and the settings' defaults: what a server writes before it serves. */
async function prepareDatabase(ctx: AppContext, database: Database): Promise<boolean> {
  await database.migrate();
  await checkAppSecret(ctx.db, ctx.config, { write: true });
  await ensureSettingDefaults(ctx.db);
  return ctx.config.SEED_DEMO ? await seedDemoIfEmpty(ctx) : false;
}

async function main() {
  const config = loadConfig();
  let warn = (error: Error) => console.warn('database connection lost:', error.message);
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
    onConnectionError: (error) => warn(error),
  });
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const mailer = withAntiPhishingCodes(
    config.SMTP_URL
      ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMailer({ dir: outbox }),
    database.db,
  );
  const chain = config.CHAIN_RPC_URL ? createChainClient(config.CHAIN_RPC_URL) : null;
  // Decrypted once, here: a keystore that is missing, open to others or not opened by its passphrase stops the start.
  const payoutSigner = await loadPayoutSigner(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    clock: systemClock,
    chain,
    payoutSigner,
    sessions: new SessionCache(),
  };
  // A standby (DATABASE_URL naming one, or a failover under way) takes no migration: the server starts without
  // writing, is not ready, and does the rest once the database takes writes (docs/operations.md#failover).
  const startsOnPrimary = (await databaseRole(ctx.db)) === 'primary';
  if (!startsOnPrimary) await checkAppSecret(ctx.db, config, { write: false });
  const seeded = startsOnPrimary ? await prepareDatabase(ctx, database) : false;
  const app = await buildApp({
    ctx,
    webDistDir: config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist,
    consoleDistDir: config.CONSOLE_DIST_DIR ? path.resolve(config.CONSOLE_DIST_DIR) : defaultConsoleDist,
    logger:
      config.LOG_FORMAT === 'pretty'
        ? { ...loggerOptions(config.LOG_LEVEL), stream: prettyLogStream() }
        : loggerOptions(config.LOG_LEVEL),
  });
  warn = (error) => app.log.warn({ err: error }, 'database connection lost; the pool replaces it');
  let jobs: BackgroundJobs | null = null;
  const startJobs = async () => {
    if (chain) await checkChainAtStartup(ctx, app.log);
    jobs = config.DATABASE_URL
      ? await startPgBossJobs(platformJobs(ctx), {
          connectionString: config.DATABASE_URL,
          schema: PG_BOSS_SCHEMA,
          log: app.log,
        })
      : startTimerJobs(platformJobs(ctx), app.log);
    // The first reconciliation at start, so the console's overview has a result before the first quarter hour.
    void jobs.runNow('ledger-reconciliation').catch((error) => app.log.warn({ err: error }, 'reconciliation failed'));
    // Payouts left on their way are followed now, not at the next minute's run (after a kill -9, once pg-boss has
    // expired the dead server's run: docs/decisions/025-automatic-payouts.md#one-signer).
    if (chain && payoutSigner) {
      void jobs.runNow('automatic-payouts').catch((error) => app.log.warn({ err: error }, 'payout run failed'));
    }
    // Pages and posts saved before their Markdown was rendered on save get their trees, in the worker.
    startTreeBackfill(ctx, app.log);
  };
  // PostgreSQL is backed up by pgBackRest beside it; the embedded database by the server (docs/operations.md#backups).
  const backups = database.kind === 'pglite' ? startEmbeddedBackups({ database, config, log: app.log }) : null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    heartbeat?.stop();
    backups?.stop();
    await jobs?.stop();
    await app.close();
    await afterResponseSettled();
    await afterCommitSettled();
    await mailer.close();
    await database.close();
    process.exit(0);
  };
  // Written once the database takes writes (it lists this replica on the console's System page).
  let heartbeat: { stop(): void } | null = null;
  const startBeating = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    heartbeat ??= startHeartbeat({ db: ctx.db, port, clock: ctx.clock, log: app.log });
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  if (startsOnPrimary) await startJobs();
  await app.listen({ port: config.PORT, host: config.HOST });
  printBanner({ config, databaseKind: database.kind, mailKind: mailer.kind, outbox, seeded });
  if (startsOnPrimary) startBeating();
  if (!startsOnPrimary) {
    app.log.error(READ_ONLY_EXPLAINED);
    await waitForPrimary(ctx, () => stopping);
    if (stopping) return;
    app.log.warn('the database takes writes: migrating, then starting the background jobs');
    await prepareDatabase(ctx, database);
    await startJobs();
    startBeating();
  }
}

/** Every few seconds until the database takes writes; an unreachable database is simply asked again. */
async function waitForPrimary(ctx: AppContext, isStopping: () => boolean) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, PRIMARY_POLL_MS));
    if (isStopping()) return;
    if ((await databaseRole(ctx.db).catch(() => 'read-only')) === 'primary') return;
  }
}

function printBanner(options: {
  config: ReturnType<typeof loadConfig>;
  databaseKind: string;
  mailKind: string;
  outbox: string;
  seeded: boolean;
}) {
  const { config } = options;
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  NexaTech member platform is running at ${url}`,
    `  Database: ${options.databaseKind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL'}`,
    `  API docs: ${url}/docs`,
  ];
  if (options.mailKind === 'outbox') {
    lines.push(`  Mail: written to ${options.outbox}; read OTP codes at ${url}/dev/mailbox`);
  } else {
    lines.push('  Mail: sent through SMTP_URL');
  }
  if (config.SEED_DEMO) {
    lines.push(
      `  Demo member:   ${DEMO.member.email} / ${DEMO.member.password} (referral code ${DEMO.member.referId})`,
      `  Demo vendor:   ${DEMO.vendor.email} / ${DEMO.vendor.password}`,
      `  Demo operator: ${DEMO.operator.email} / ${DEMO.operator.password} (code by e-mail), console at /admin`,
      `  Second operator (four-eyes payouts): ${DEMO.secondOperator.email} / ${DEMO.secondOperator.password}`,
    );
    if (options.seeded) lines.push('  (demo data seeded on this first start)');
  }
  const warning = publicUrlWarning(config);
  if (warning) lines.push(`  Warning: ${warning}`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
