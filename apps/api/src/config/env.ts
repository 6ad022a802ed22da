import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseDepositXpub } from '../chain/deposit-address-derivation';

// Every setting the server reads, once, at start-up. A bad value stops the start with a readable list.
const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    CHAIN_RPC_URL: z
      .string()
      .regex(/^https?:\/\//, 'must start with http:// or https://')
      .optional(),
    CHAIN_RECHECK_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
    // docs/decisions/019-deposit-addresses.md: the operator's extended public key at m/44'/60'/0'/0, never a private one.
    DEPOSIT_XPUB: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return undefined;
        const key = parseDepositXpub(value);
        if (typeof key === 'string') {
          ctx.addIssue({ code: 'custom', message: key });
          return z.NEVER;
        }
        return value.trim();
      }),
    // docs/decisions/025-automatic-payouts.md: the hot wallet's keystore and its passphrase file, both mode 600.
    PAYOUT_KEYSTORE: z.string().min(1).optional(),
    PAYOUT_KEYSTORE_PASSWORD_FILE: z.string().min(1).optional(),
    PAYOUT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    SETTLEMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    // How often a PGlite server sends notification mails (on PostgreSQL, pg-boss's cron: every minute).
    NOTIFICATION_MAIL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    EXPECTED_TOKEN_DECIMALS: z.coerce.number().int().min(0).max(36).default(18),
    MAIL_FROM: z.string().min(3).default('NexaTech <no-reply@nexatech.local>'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // The APP_SECRET before a rotation, read (never written with) until `npm run secrets:reseal` has run.
    APP_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
    // What a Prometheus on another machine sends as its bearer token for /metrics (docs/operations.md#metrics).
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
    // How long a request's headers may take to arrive, and how long its body may before it must keep
    // BODY_MIN_BYTES_PER_SECOND; a body is also cut after BODY_STALL_MS without a byte, never for lasting long
    // (docs/decisions/006-reliability-and-abuse.md).
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    BODY_STALL_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(10_485_760).default(8_192),
    // The CPU time an operator's Markdown may take to lay out on save (docs/decisions/021-markdown-on-save.md).
    MARKDOWN_RENDER_LIMIT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
    OPERATOR_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(12),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1_000),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be false, the number of proxies in front (e.g. 1), or their addresses (e.g. 10.0.0.2,10.0.0.0/8,loopback)',
          });
          return z.NEVER;
        }
        return parsed;
      }),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    // The embedded database's own backups (docs/operations.md#backups); PostgreSQL's are pgBackRest's.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    BACKUP_EVERY_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    SEED_DEMO: booleanText.optional(),
    WEB_DIST_DIR: z.string().optional(),
    CONSOLE_DIST_DIR: z.string().optional(),
    // Where members reach the site: mailed links are made whole with it, so a mail client can open them.
    PUBLIC_URL: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const parsed = parsePublicUrl(value);
        if (parsed === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be an http:// or https:// address with no path, query or user, e.g. https://app.example.com',
          });
          return z.NEVER;
        }
        return parsed;
      }),
  })
  .transform((env, ctx) => {
    const isProduction = env.NODE_ENV === 'production';
    if (isProduction && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required in production' });
    }
    if (env.PAYOUT_KEYSTORE && !env.PAYOUT_KEYSTORE_PASSWORD_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_KEYSTORE_PASSWORD_FILE'],
        message: 'is required with PAYOUT_KEYSTORE',
      });
    }
    if (env.PAYOUT_KEYSTORE && !env.CHAIN_RPC_URL) {
      ctx.addIssue({ code: 'custom', path: ['CHAIN_RPC_URL'], message: 'is required with PAYOUT_KEYSTORE' });
    }
    return {
      ...env,
      isProduction,
      // A development start serves the demo (its passwords are in the README) to this machine only.
      HOST: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
      // Relative to where npm was started: `npm run ledger:check` runs in apps/api, the server it checks at the root.
      DATA_DIR: path.resolve(startDir(), env.DATA_DIR),
      BACKUP_DIR: path.resolve(startDir(), env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      // Outside production a fixed secret keeps a newcomer's first start zero-configuration.
      APP_SECRET: env.APP_SECRET ?? 'development-only-secret-never-use-in-production',
      SEED_DEMO: env.SEED_DEMO ?? !isProduction,
      // Log collectors read JSON; a person at a terminal reads lines.
      LOG_FORMAT: env.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
      // The address the start-up banner prints; a server others reach sets its own.
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    };
  });

export type Config = z.output<typeof envSchema>;

function startDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which X-Forwarded-For hops to believe. `true` is refused: trusting every hop lets any client name its own
 * address and walk past per-address limits.
 */
function parseTrustProxy(value: string): false | number | string[] | null {
  const text = value.trim();
  if (text === 'false' || text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || !address) return false;
    const family = isIP(address);
    if (!family) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  return valid ? entries : null;
}

/**
 * The site's origin, without a trailing slash, so `${PUBLIC_URL}${path}` is one address whether or not the setting
 * ended with a slash. A path is refused: the member site is served from the root of its address.
 */
function parsePublicUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const plain = !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(value);
  if (!['http:', 'https:'].includes(url.protocol) || !plain) return null;
  return url.origin;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** What the start-up banner warns of: production with mailed links that would point at this machine. */
export function publicUrlWarning(config: Config, source: NodeJS.ProcessEnv = process.env): string | null {
  if (!config.isProduction || source.PUBLIC_URL) return null;
  return `PUBLIC_URL is not set, so mailed links point at ${config.PUBLIC_URL}; set it to the site's address`;
}
