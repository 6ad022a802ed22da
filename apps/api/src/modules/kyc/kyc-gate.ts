import { MSG, type OperatorSettings } from '@app/contract';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findNewestSubmission } from './kyc.repository';

/**
 * The one gate of money leaving a member (docs/product.md#kyc): with the setting kycRequiredForWithdrawal on, a
 * member whose identity check is not approved is refused with a message that sends them to /settings. Withdrawal
 * requests (income and capital) call it; so does a transfer to another member.
 */
export async function assertKycAllowsPayout(
  db: Queryable,
  settings: Pick<OperatorSettings, 'kycRequiredForWithdrawal'>,
  userId: string,
): Promise<void> {
  if (!settings.kycRequiredForWithdrawal) return;
  const newest = await findNewestSubmission(db, userId);
  if (newest?.status !== 'approved') throw new AppError('FORBIDDEN', MSG.kycRequired);
}
