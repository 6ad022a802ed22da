import { MSG, microsToUsdt, type PayoutHealth, type PayoutWaitingReason } from '@app/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { formatUnits } from 'viem';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { forgetSettings, getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { payoutWallets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { updateSettings } from '../settings/settings.service';
import { acceptChainNonce } from './payouts.repository';

// What operators see of automatic payouts and the two things any of them may do at once: pause, and (an owner)
// continue after a transaction sent from the hot wallet outside the platform.

/** The hot wallet this server signs for, or the one last checked by any replica when this one holds no key. */
async function walletRow(ctx: AppContext) {
  const signer = ctx.payoutSigner;
  const query = ctx.db.select().from(payoutWallets);
  const [row] = signer
    ? await query.where(eq(payoutWallets.wallet, signer.address.toLowerCase())).orderBy(desc(payoutWallets.checkedAt))
    : await query.orderBy(sql`${payoutWallets.checkedAt} desc nulls last`).limit(1);
  return row ?? null;
}

/** Counts of the queue, read in one statement (also what /metrics exports). */
export async function readPayoutQueue(db: Queryable, options: { now: Date; day: string; stuckMinutes: number }) {
  const [row] = await queryRows<{
    queued: number;
    in_flight: number;
    open_total: string;
    oldest: string | Date | null;
    stuck: number;
    paid_today: string;
  }>(
    db,
    sql`select
          count(*) filter (where state = 'queued')::int as queued,
          count(*) filter (where state in ('signed', 'broadcast'))::int as in_flight,
          coalesce(sum(net_micros) filter (where state in ('queued', 'signed', 'broadcast')), 0) as open_total,
          min(queued_at) filter (where state in ('queued', 'signed', 'broadcast')) as oldest,
          count(*) filter (where state in ('signed', 'broadcast') and (
            select max(t.signed_at) from payout_transactions t where t.payout_id = payouts.id)
            <= ${options.now.toISOString()}::timestamptz - make_interval(mins => ${options.stuckMinutes}))::int as stuck,
          coalesce(sum(net_micros) filter (where day = ${options.day} and state <> 'failed'), 0) as paid_today
        from payouts
        where state in ('queued', 'signed', 'broadcast') or day = ${options.day}`,
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    queued: Number(row?.queued ?? 0),
    inFlight: Number(row?.in_flight ?? 0),
    openTotalMicros: BigInt(row?.open_total ?? 0),
    oldestWaitingSeconds: oldest ? Math.max(0, Math.floor((options.now.getTime() - oldest.getTime()) / 1000)) : null,
    stuck: Number(row?.stuck ?? 0),
    paidTodayMicros: BigInt(row?.paid_today ?? 0),
  };
}

export async function getPayoutHealth(ctx: AppContext): Promise<PayoutHealth> {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const wallet = await walletRow(ctx);
  const queue = await readPayoutQueue(ctx.db, {
    now,
    day: platformDay(now, settings.timezone),
    stuckMinutes: settings.payoutStuckMinutes,
  });
  const reason = (wallet?.gapDetail ? 'nonceGap' : (wallet?.waitingReason ?? null)) as PayoutWaitingReason | null;
  return {
    mode: settings.payoutMode,
    paused: settings.autoPayoutsPaused,
    wallet: ctx.payoutSigner?.address ?? wallet?.wallet ?? null,
    usdt: wallet?.usdtMicros == null ? null : microsToUsdt(wallet.usdtMicros),
    bnb: wallet?.bnbWei == null ? null : Number(formatUnits(BigInt(wallet.bnbWei), 18)),
    checkedAt: wallet?.checkedAt?.toISOString() ?? null,
    waitingReason: ctx.payoutSigner || wallet ? reason : 'noSigner',
    waitingDetail: wallet?.gapDetail ?? wallet?.waitingDetail ?? null,
    queued: queue.queued,
    inFlight: queue.inFlight,
    queuedTotal: microsToUsdt(queue.openTotalMicros),
    oldestWaitingSeconds: queue.oldestWaitingSeconds,
    stuck: queue.stuck,
    paidToday: microsToUsdt(queue.paidTodayMicros),
    dailyLimit: settings.autoPayoutDailyLimit,
  };
}

/** Any money operator, at once: pausing only tightens, so it needs no second owner; resuming does (a guarded setting). */
export async function pauseAutomaticPayouts(ctx: AppContext, actor: Actor) {
  await ctx.db.transaction((tx) =>
    updateSettings(tx, { ...actor, patch: { autoPayoutsPaused: true }, now: ctx.clock() }),
  );
  forgetSettings(ctx.db);
  return { message: MSG.automaticPayoutsPaused, data: await getPayoutHealth(ctx) };
}

/**
 * An owner, after checking what was sent from the hot wallet outside the platform: the sequence continues from the
 * chain's next nonce. Payouts whose nonce the outside transaction took are failed by the engine once that is final.
 */
export async function acceptPayoutNonce(ctx: AppContext, actor: Actor) {
  const { payoutSigner: signer, chain } = ctx;
  const wallet = await walletRow(ctx);
  if (!signer || !chain || !wallet?.gapDetail) throw new AppError('CONFLICT', MSG.payoutNoNonceGap);
  const nonce = await chain
    .getTransactionCount({ address: signer.address, blockTag: 'pending' })
    .catch((error: unknown) => {
      throw new AppError('UNAVAILABLE', MSG.payoutChainUnreachable, { cause: error });
    });
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const accepted = await acceptChainNonce(tx, wallet, BigInt(nonce));
    if (!accepted) throw new AppError('CONFLICT', MSG.payoutNoNonceGap);
    await writeAudit(tx, {
      ...actor,
      action: 'payouts.acceptNonce',
      targetType: 'payoutWallet',
      targetId: wallet.wallet,
      details: { gap: wallet.gapDetail, from: wallet.nextNonce.toString(), to: accepted.nextNonce.toString() },
      now,
    });
  });
  return { message: MSG.payoutNonceAccepted, data: await getPayoutHealth(ctx) };
}
