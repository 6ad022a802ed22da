import { MSG } from '@app/contract';
import { type Actor, writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import type { BalanceAdjustmentRecord } from '../../db/schema';
import { MEMBER_WALLET, memberBalances } from '../../ledger/accounts';
import { writeMoney } from '../../ledger/money-event';
import { adjustmentKey, balanceAdjustment } from '../../ledger/movements';
import { AppError } from '../../lib/app-error';
import { bonusRollup } from '../income/income.repository';

/**
 * The one ledger entry of a posted adjustment (`adjustment:<id>`, so posting it twice moves nothing) and its
 * `member.adjust` audit row in the name of the operator who posted it: the requester, or the approver of a pending
 * one. A debit the wallet cannot cover is refused by the accounts' check and writes nothing. A bonus is
 * income (docs/decisions/014-bonuses-are-income.md): the same statement adds it to the income rollup of its day.
 */
export async function postAdjustment(
  tx: Queryable,
  options: Actor & { adjustment: BalanceAdjustmentRecord; now: Date },
) {
  const { adjustment, actorId, ip, now } = options;
  const wallet = MEMBER_WALLET[adjustment.wallet];
  const approvedBy = adjustment.reviewedBy;
  const bonus = bonusOf(adjustment);
  const entry = await balanceAdjustment(tx, { adjustment, now });
  try {
    await writeMoney(tx, { entries: [entry], rows: ({ written }) => [bonus && bonusRollup(bonus, written)] });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', MSG.adjustmentBelowZero);
    }
    throw error;
  }
  // The wallet's row is locked by the posting until the commit, so before and after are exact.
  const after = (await memberBalances(tx, adjustment.userId))[wallet];
  await writeAudit(tx, {
    actorId,
    ip,
    action: 'member.adjust',
    targetType: 'member',
    targetId: adjustment.userId,
    details: {
      adjustmentId: adjustment.id,
      wallet: adjustment.wallet,
      kind: adjustment.kind,
      amountMicros: adjustment.amountMicros.toString(),
      reason: adjustment.reason,
      balanceBeforeMicros: (after - adjustment.amountMicros).toString(),
      balanceAfterMicros: after.toString(),
      entryKey: adjustmentKey(adjustment),
      ...(approvedBy ? { requestedBy: adjustment.requestedBy, approvedBy } : {}),
    },
    now,
  });
}

/** What a posted bonus adds to the income rollup; nothing for a correction. */
function bonusOf(adjustment: BalanceAdjustmentRecord) {
  if (adjustment.kind !== 'bonus') return null;
  if (!adjustment.postedDay) throw new Error(`bonus ${adjustment.id} is posted without its day`);
  return { userId: adjustment.userId, day: adjustment.postedDay, amountMicros: adjustment.amountMicros };
}
