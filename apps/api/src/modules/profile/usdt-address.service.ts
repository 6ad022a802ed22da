import { MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getMemberProfile } from './profile.service';

/** POST saveUsdtAddress: the sender address deposits are matched to; checksum-aware, one member per address. */
export async function saveUsdtAddress(ctx: AppContext, options: { userId: string; address: string }) {
  if (!isAddress(options.address, { strict: true })) throw new AppError('VALIDATION', MSG.addressInvalid);
  try {
    await ctx.db
      .update(users)
      .set({ usdtAddress: getAddress(options.address) })
      .where(eq(users.id, options.userId));
  } catch (error) {
    if (isUniqueViolation(error, 'users_usdt_address_key')) throw new AppError('CONFLICT', MSG.usdtAddressTaken);
    throw error;
  }
  return { message: MSG.usdtAddressSaved, data: await getMemberProfile(ctx, options.userId) };
}
