import { microsToUsdt } from '@app/contract';
import {
  type Address,
  BaseError,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hash,
  type Hex,
  keccak256,
  type PublicClient,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { PayoutSigner } from '../../chain/payout-signer';
import { verifyPayout } from '../../chain/verify-payout';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import type { PayoutRecord, PayoutTransactionRecord } from '../../db/schema';
import { platformDay } from '../../lib/platform-day';
import { checkedTokenDecimals } from '../deposits/chain-deposits.service';
import { payoutsFrozen } from '../payout-safety/freeze';
import { confirmPayout, failPayout } from './payout-settle';
import {
  ensureWallet,
  handBackPayout,
  listInFlight,
  listQueued,
  lockWallet,
  markSent,
  memberStopsSigning,
  queueEligible,
  recordGap,
  recordWalletReading,
  releaseQueued,
  storeReplacement,
  storeSigned,
  transactionsOf,
  type WalletKey,
} from './payouts.repository';

// The payout engine (docs/decisions/025-automatic-payouts.md), one run at a time per wallet: it follows what it sent
// until the chain settles it, then queues, signs and sends new payouts in order while nothing stops the queue.
// Exactly once rests on two rules: a nonce is reserved in the same committed statement that stores the signed
// transaction, and only a stored transaction is ever sent, so a crash, a timeout or a lost answer at any point ends
// in sending the same bytes again, which the chain accepts at most once.

/** Gas for one BEP-20 transfer, with room: USDT's transfer takes about 35,000. */
export const PAYOUT_GAS_LIMIT = 100_000n;
/** A replacement must outbid the stuck transaction by at least 10 % for nodes to take it; 12.5 % leaves room. */
const REPLACEMENT_NUMERATOR = 1125n;
const REPLACEMENT_DENOMINATOR = 1000n;

export type WaitingReason = 'off' | 'paused' | 'frozen' | 'nonceGap' | 'gasLow' | 'usdtShort' | 'chainUnavailable';

export interface PayoutRun {
  confirmed: number;
  failed: number;
  queued: number;
  signed: number;
  waiting: WaitingReason | null;
}

/** A node's chain id does not change under a running server. */
const chainIds = new WeakMap<PublicClient, number>();

/** Reasons that can last: what was queued and not signed goes back to operators rather than wait behind them. */
const RELEASING = new Set<WaitingReason>(['off', 'paused', 'frozen', 'nonceGap']);

class Waiting extends Error {
  constructor(
    readonly reason: WaitingReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export async function runPayouts(ctx: AppContext): Promise<PayoutRun | null> {
  const signer = ctx.payoutSigner;
  const client = ctx.chain;
  if (!signer || !client) return null;
  const run: PayoutRun = { confirmed: 0, failed: 0, queued: 0, signed: 0, waiting: null };
  // Known after the first answer, so a node that goes down later is still reported against its wallet's row.
  let key: WalletKey | null = null;
  const reading = { usdtMicros: null as bigint | null, bnbWei: null as bigint | null };
  try {
    const known = chainIds.get(client);
    key = { wallet: signer.address.toLowerCase(), chainId: known ?? 0 };
    if (known === undefined) {
      key.chainId = await client.getChainId();
      chainIds.set(client, key.chainId);
    }
    await payOnce(ctx, { client, signer, key, run, reading });
  } catch (error) {
    if (key && error instanceof Waiting && RELEASING.has(error.reason)) {
      const wallet = key;
      await ctx.db.transaction(async (tx) => {
        await lockWallet(tx, wallet);
        await releaseQueued(tx, wallet);
      });
    }
    const waiting = error instanceof Waiting ? error : new Waiting('chainUnavailable', firstLine(error));
    if (!(error instanceof Waiting) && !isNodeError(error)) throw error;
    run.waiting = waiting.reason;
    if (key) {
      await recordWalletReading(ctx.db, key, {
        ...reading,
        waitingReason: waiting.reason,
        waitingDetail: waiting.detail,
        now: ctx.clock(),
      });
    }
    return run;
  }
  await recordWalletReading(ctx.db, key, { ...reading, waitingReason: null, waitingDetail: null, now: ctx.clock() });
  return run;
}

interface Engine {
  client: PublicClient;
  signer: PayoutSigner;
  key: WalletKey;
  run: PayoutRun;
  reading: { usdtMicros: bigint | null; bnbWei: bigint | null };
}

async function payOnce(ctx: AppContext, engine: Engine) {
  const { client, signer, key, run, reading } = engine;
  const settings = await getSettings(ctx.db);
  const token = settings.usdtContract as Address;
  const decimals = await checkedTokenDecimals(ctx, token, client);
  const address = signer.address;
  // Read before the balances: a payout mined before this count has left them, one mined after it is still subtracted
  // below as if on its way, so the error is always on the side of waiting.
  const minedNonce = BigInt(await client.getTransactionCount({ address, blockTag: 'latest' }));
  const [pendingNonce, bnbWei, usdtUnits, head] = await Promise.all([
    client.getTransactionCount({ address, blockTag: 'pending' }),
    client.getBalance({ address }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    client.getBlockNumber({ cacheTime: 0 }),
  ]);
  reading.bnbWei = bnbWei;
  reading.usdtMicros = unitsToMicros(usdtUnits, decimals);
  const wallet = await ensureWallet(ctx.db, { ...key, chainNonce: BigInt(pendingNonce) });
  const follow = { ctx, engine, token, decimals, head, confirmations: settings.confirmations };

  // What was sent is followed whatever the settings say now: a pause stops new payouts, never a payout on its way.
  let gap = wallet.gapDetail;
  for (const payout of await listInFlight(ctx.db, key)) {
    const outcome = await followPayout(follow, payout, settings.payoutStuckMinutes);
    if (outcome === 'confirmed') run.confirmed += 1;
    if (outcome === 'failed' || outcome === 'nonceLost') run.failed += 1;
    if (outcome === 'nonceTaken' || outcome === 'nonceLost') {
      gap ??= `nonce ${payout.nonce} of ${address} was used by a transaction the platform did not sign`;
    }
  }
  if (BigInt(pendingNonce) > wallet.nextNonce) {
    gap ??= `the chain's next nonce for ${address} is ${pendingNonce}, the platform's ${wallet.nextNonce}: a transaction was sent from the hot wallet outside the platform`;
  }
  if (gap) {
    // Kept until an owner accepts the chain's nonce: the queue never guesses past a transaction it did not sign.
    if (!wallet.gapDetail) await recordGap(ctx.db, key, gap);
    throw new Waiting('nonceGap', gap);
  }

  if (settings.payoutMode !== 'automatic' || settings.depositVerificationMode !== 'chain') {
    throw new Waiting(
      'off',
      `payoutMode is ${settings.payoutMode}, deposits are checked ${settings.depositVerificationMode}`,
    );
  }
  if (settings.autoPayoutsPaused) throw new Waiting('paused', 'an operator paused automatic payouts');
  if (await payoutsFrozen(ctx.db)) throw new Waiting('frozen', 'the latest reconciliation found problems');

  const now = ctx.clock();
  const queued = await ctx.db.transaction(async (tx) => {
    await lockWallet(tx, key);
    return queueEligible(tx, {
      ...key,
      maximumMicros: usdtSettingToMicros(settings.autoPayoutMaximum),
      approvalAboveMicros: usdtSettingToMicros(settings.payoutApprovalAbove),
      dailyLimitMicros: usdtSettingToMicros(settings.autoPayoutDailyLimit),
      day: platformDay(now, settings.timezone),
      now,
    });
  });
  run.queued = queued.length;

  // USDT and gas already promised to transactions on their way (not yet mined) are not there for the next one.
  const inFlight = (await listInFlight(ctx.db, key)).filter((payout) => (payout.nonce ?? 0n) >= minedNonce);
  let usdtLeft = reading.usdtMicros - inFlight.reduce((sum, payout) => sum + payout.netMicros, 0n);
  const gasPrice = await client.getGasPrice();
  let bnbLeft = bnbWei - BigInt(inFlight.length) * PAYOUT_GAS_LIMIT * gasPrice;
  for (const payout of await listQueued(ctx.db, key)) {
    if (usdtLeft < payout.netMicros) {
      throw new Waiting(
        'usdtShort',
        `the next payout sends ${microsToUsdt(payout.netMicros)} USDT; the hot wallet has ${microsToUsdt(usdtLeft)} USDT free`,
      );
    }
    if (bnbLeft < PAYOUT_GAS_LIMIT * gasPrice) {
      throw new Waiting(
        'gasLow',
        `the next payout needs ${formatEther(PAYOUT_GAS_LIMIT * gasPrice)} BNB of gas; ${formatEther(bnbLeft)} BNB is free`,
      );
    }
    const signed = await signNext(follow, payout, gasPrice);
    if (!signed) continue;
    run.signed += 1;
    usdtLeft -= payout.netMicros;
    bnbLeft -= PAYOUT_GAS_LIMIT * gasPrice;
    await send(follow, signed.payout, signed.transaction);
  }
}

interface Follow {
  ctx: AppContext;
  engine: Engine;
  token: Address;
  decimals: number;
  head: bigint;
  confirmations: number;
}

/**
 * Reserves the wallet's next nonce and stores the signed transaction, in one transaction; nothing is sent here. A
 * payout whose member is blocked is handed back to operators instead, unsigned (it was queued before the block
 * committed): the check holds the member's row until this transaction ends, so no block can commit between it and the
 * signature (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
 */
async function signNext(follow: Follow, payout: PayoutRecord, gasPrice: bigint) {
  const { ctx, engine } = follow;
  return ctx.db.transaction(async (tx) => {
    const { nextNonce } = await lockWallet(tx, engine.key);
    const now = ctx.clock();
    const stopped = await memberStopsSigning(tx, payout, now);
    if (stopped) {
      const [handedBack] = await handBackPayout(tx, payout.id);
      if (handedBack) {
        await writeAudit(tx, {
          actorId: null,
          ip: null,
          action: 'payout.handBack',
          targetType: 'withdrawal',
          targetId: handedBack,
          details: { reason: stopped, wallet: payout.wallet },
          now,
        });
      }
      return null;
    }
    const raw = await signTransfer(follow, { payout, nonce: nextNonce, gasPrice });
    const signed = await storeSigned(tx, {
      ...engine.key,
      payout,
      nonce: nextNonce,
      txHash: keccak256(raw),
      rawTx: raw,
      gasPriceWei: gasPrice,
      now,
    });
    if (!signed) return null;
    return {
      payout: signed,
      transaction: { txHash: keccak256(raw), rawTx: raw } as Pick<PayoutTransactionRecord, 'txHash' | 'rawTx'>,
    };
  });
}

function signTransfer(
  follow: Follow,
  options: { payout: PayoutRecord; nonce: bigint; gasPrice: bigint },
): Promise<Hex> {
  return follow.engine.signer.sign({
    type: 'legacy',
    chainId: follow.engine.key.chainId,
    nonce: Number(options.nonce),
    to: follow.token,
    gas: PAYOUT_GAS_LIMIT,
    gasPrice: options.gasPrice,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [options.payout.recipient as Address, microsToUnits(options.payout.netMicros, follow.decimals)],
    }),
  });
}

/**
 * Sends stored bytes. An answer that is lost, or a node that says it has them already or that the nonce is used, is
 * no failure: the next run reads the chain for every hash the payout has and decides from that.
 */
async function send(
  follow: Follow,
  payout: PayoutRecord,
  transaction: Pick<PayoutTransactionRecord, 'txHash' | 'rawTx'>,
) {
  try {
    await follow.engine.client.sendRawTransaction({ serializedTransaction: transaction.rawTx as Hex });
  } catch (error) {
    if (!isNodeError(error)) throw error;
    // A node holding the bytes already (an earlier send whose answer was lost) refuses them again, each node in its
    // own words ("already known", "transaction underpriced"): asked for the hash, it shows them. They count as sent,
    // or a stuck one would never be replaced (only a sent transaction counts as stuck).
    const held = await follow.engine.client.getTransaction({ hash: transaction.txHash as Hash }).then(
      () => true,
      () => false,
    );
    if (!held) return false;
  }
  await markSent(follow.ctx.db, { payoutId: payout.id, txHash: transaction.txHash, now: follow.ctx.clock() });
  return true;
}

type FollowOutcome = 'confirmed' | 'failed' | 'waiting' | 'nonceTaken' | 'nonceLost';

/**
 * One payout on its way: confirmed once one of its transactions is final; failed only when its nonce is final under a
 * transaction that is none of its own; otherwise its newest transaction is sent again, or replaced when stuck.
 */
async function followPayout(follow: Follow, payout: PayoutRecord, stuckMinutes: number): Promise<FollowOutcome> {
  const { ctx, engine } = follow;
  // Read before the payout's transactions and their receipts: one of them mined by now (another engine's send, or a
  // replacement it stored) then shows its receipt below, and a nonce used without one is surely someone else's.
  const minedNonce = BigInt(
    await engine.client.getTransactionCount({ address: engine.signer.address, blockTag: 'latest' }),
  );
  const transactions = await transactionsOf(ctx.db, payout.id);
  for (const transaction of transactions) {
    const receipt = await engine.client
      .getTransactionReceipt({ hash: transaction.txHash as Hash })
      .catch((error: unknown) => {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      });
    if (!receipt) continue;
    const depth = follow.head - receipt.blockNumber + 1n;
    if (depth < BigInt(follow.confirmations)) return 'waiting';
    if (receipt.status !== 'success') {
      // Mined and final but reverted: the nonce is spent and no USDT moved.
      const failed = await failPayout(ctx, { payout, reason: `transaction ${transaction.txHash} reverted on chain` });
      return failed ? 'failed' : 'waiting';
    }
    const verdict = await verifyPayout(engine.client, {
      hash: transaction.txHash as Hash,
      usdtContract: follow.token,
      treasury: engine.signer.address,
      recipient: payout.recipient as Address,
      netMicros: payout.netMicros,
      tokenDecimals: follow.decimals,
      confirmations: follow.confirmations,
    });
    if (verdict.kind !== 'paid') return 'waiting';
    await confirmPayout(ctx, { payout, transactionHash: transaction.txHash });
    return 'confirmed';
  }
  const nonce = payout.nonce ?? 0n;
  if (minedNonce > nonce) {
    // Something else took this nonce. Only once that is final can this payout never be mined.
    const finalBlock = follow.head - BigInt(follow.confirmations) + 1n;
    const finalNonce =
      finalBlock < 0n
        ? 0n
        : BigInt(await engine.client.getTransactionCount({ address: engine.signer.address, blockNumber: finalBlock }));
    if (finalNonce > nonce) {
      await failPayout(ctx, {
        payout,
        reason: `nonce ${nonce} was used by a transaction the platform did not sign; no USDT left for this payout`,
      });
      return 'nonceLost';
    }
    return 'nonceTaken';
  }
  const newest = transactions.at(-1);
  if (!newest) throw new Error(`payout ${payout.id} is ${payout.state} without a transaction`);
  const stuck = newest.sentAt !== null && ctx.clock().getTime() - newest.signedAt.getTime() >= stuckMinutes * 60_000;
  if (!stuck) {
    await send(follow, payout, newest);
    return 'waiting';
  }
  const current = await engine.client.getGasPrice();
  const raised =
    (BigInt(newest.gasPriceWei) * REPLACEMENT_NUMERATOR + REPLACEMENT_DENOMINATOR - 1n) / REPLACEMENT_DENOMINATOR;
  const gasPrice = current > raised ? current : raised;
  const raw = await signTransfer(follow, { payout, nonce, gasPrice });
  const replacement = { txHash: keccak256(raw), rawTx: raw };
  await storeReplacement(ctx.db, { payoutId: payout.id, ...replacement, gasPriceWei: gasPrice, now: ctx.clock() });
  await send(follow, payout, replacement);
  return 'waiting';
}

function microsToUnits(micros: bigint, decimals: number): bigint {
  return decimals >= 6 ? micros * 10n ** BigInt(decimals - 6) : micros / 10n ** BigInt(6 - decimals);
}

function unitsToMicros(units: bigint, decimals: number): bigint {
  return decimals >= 6 ? units / 10n ** BigInt(decimals - 6) : units * 10n ** BigInt(6 - decimals);
}

/** An error from the node or the way to it, as opposed to one of ours. */
function isNodeError(error: unknown): boolean {
  return error instanceof BaseError;
}

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);
}
