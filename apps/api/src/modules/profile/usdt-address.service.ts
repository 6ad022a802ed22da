import { MSG } from '@app/contract';
import { getAddress, isAddress } from 'viem';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { setMemberUsdtAddress } from './profile.repository';
import { getMemberProfile } from './profile.service';

/** POST saveUsdtAddress: the sender address deposits are matched to; checksum-aware, one member per address. */
export async function saveUsdtAddress(ctx: AppContext, options: { userId: string; address: string }) {
  if (!isAddress(options.address, { strict: true })) throw new AppError('VALIDATION', MSG.addressInvalid);
  try {
    await setMemberUsdtAddress(ctx.db, { userId: options.userId, usdtAddress: getAddress(options.address) });
  } catch (error) {
    if (isUniqueViolation(error, 'users_usdt_address_key')) throw new AppError('CONFLICT', MSG.usdtAddressTaken);
    throw error;
  }
  return { message: MSG.usdtAddressSaved, data: await getMemberProfile(ctx, options.userId) };
}
