import { z } from 'zod';
import { envelope } from './envelope';

// Automatic payouts from the hot wallet (docs/decisions/025-automatic-payouts.md): each one is a row that moves
// queued → signed → broadcast → confirmed, or to failed only when the chain proves it can never be mined.

export const PAYOUT_STATES = ['queued', 'signed', 'broadcast', 'confirmed', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Why the engine sends nothing now; null while it pays. */
export const PAYOUT_WAITING_REASONS = [
  'off',
  'paused',
  'noSigner',
  'frozen',
  'nonceGap',
  'gasLow',
  'usdtShort',
  'chainUnavailable',
] as const;
export type PayoutWaitingReason = (typeof PAYOUT_WAITING_REASONS)[number];

/** The limits the System page, /metrics and the alert rules share. */
export const PAYOUT_LIMITS = {
  /** A payout still not confirmed this long after it was queued is late (the alert's threshold). */
  oldestWaitingSeconds: 30 * 60,
} as const;

/** One automatic payout as the withdrawal queue shows it. */
export const payoutSummary = z.object({
  state: z.enum(PAYOUT_STATES),
  /** Its place in the hot wallet's sequence; null while queued. */
  nonce: z.number().int().nullable(),
  /** Every transaction signed for it, oldest first: a replacement for a stuck one keeps the same nonce. */
  transactionHashes: z.array(z.string()),
  /** The one the chain mined, once it did. */
  minedHash: z.string().nullable(),
  /** Why it failed: it never reached the chain and never can. */
  reason: z.string().nullable(),
  queuedAt: z.string(),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

/** The hot wallet and its queue as the last run of the engine found them. */
export const payoutHealth = z.object({
  /** `manual`: operators pay every withdrawal; `automatic`: the engine pays those within the limits. */
  mode: z.enum(['manual', 'automatic']),
  paused: z.boolean(),
  /** The hot wallet's address, when the server holds its key. */
  wallet: z.string().nullable(),
  usdt: z.number().nullable(),
  bnb: z.number().nullable(),
  checkedAt: z.string().nullable(),
  waitingReason: z.enum(PAYOUT_WAITING_REASONS).nullable(),
  /** The facts behind the reason, as the engine found them (the node's error, the nonces, the amounts short). */
  waitingDetail: z.string().nullable(),
  queued: z.number().int(),
  inFlight: z.number().int(),
  queuedTotal: z.number(),
  oldestWaitingSeconds: z.number().int().nullable(),
  stuck: z.number().int(),
  paidToday: z.number(),
  dailyLimit: z.number(),
});
export type PayoutHealth = z.infer<typeof payoutHealth>;
export const payoutHealthResponse = envelope(payoutHealth);
