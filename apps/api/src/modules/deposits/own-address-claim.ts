import { DEPOSIT_ADDRESS_MSG, type DepositRow, MSG, microsToUsdt, transactionIdField } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Hash } from 'viem';
import type { AppContext } from '../../context';
import { deposits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findDepositAddress, findTransfersOf } from './deposit-addresses.repository';
import { claimTransfersByHash } from './deposit-watcher';
import { toDepositRow } from './deposits.repository';

/**
 * The hash form for a transfer to the member's own address (docs/product.md#deposits): matched to the watcher's
 * record of the same logs, credited once whichever comes first, on the amount the chain carried (the amount typed
 * and the operator's minimum do not apply to the member's own address). Answers null when the transaction sent
 * nothing to the member's address, for the shared address's way.
 */
export async function claimOwnAddressTransfer(
  ctx: AppContext,
  options: { userId: string; transactionId: string; ip: string | null },
): Promise<{ message: string; data: DepositRow } | null> {
  if (!ctx.chain) return null;
  const own = await findDepositAddress(ctx.db, options.userId);
  const hash = transactionIdField.safeParse(options.transactionId);
  if (!own || !hash.success) return null;
  const claimed = await claimTransfersByHash(ctx, {
    hash: hash.data as Hash,
    userId: options.userId,
    address: own.address,
    ip: options.ip,
  }).catch((error: unknown) => {
    throw new AppError('UNAVAILABLE', DEPOSIT_ADDRESS_MSG.chainUnreachable, { cause: error });
  });
  if (!claimed) return null;
  const rows = (await findTransfersOf(ctx.db, hash.data)).filter((row) => row.userId === options.userId);
  const credited = rows.find((row) => row.status === 'credited');
  if (credited?.depositId) {
    const [deposit] = await ctx.db.select().from(deposits).where(eq(deposits.id, credited.depositId));
    if (deposit) return { message: DEPOSIT_ADDRESS_MSG.transferCredited, data: toDepositRow(deposit) };
  }
  const shown = rows.find((row) => row.status === 'pending') ?? rows[0];
  if (!shown) throw new AppError('NOT_FOUND', MSG.notFound);
  const refusal = { dust: DEPOSIT_ADDRESS_MSG.transferDust, dropped: DEPOSIT_ADDRESS_MSG.transferDropped } as const;
  const reason = shown.status === 'dust' || shown.status === 'dropped' ? refusal[shown.status] : null;
  return {
    message: reason ?? DEPOSIT_ADDRESS_MSG.transferConfirming,
    // Not a deposit yet: the transfer as the member's list of transfers shows it (its id is the transfer's).
    data: {
      _id: shown.id,
      amount: microsToUsdt(shown.amountMicros),
      transaction_id: shown.txHash,
      status: reason ? 'reject' : 'pending',
      reason,
      createdAt: shown.seenAt.toISOString(),
      demo: false,
    },
  };
}
