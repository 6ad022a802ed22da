import { MSG } from '@app/contract';
import { getAddress, isAddress } from 'viem';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { usdtAddressChanged } from '../notifications/notification-texts';
import { notify } from '../notifications/notify';
import { setMemberUsdtAddress } from './profile.repository';
import { getMemberProfile } from './profile.service';

/** POST saveUsdtAddress: the sender address deposits are matched to; checksum-aware, one member per address. */
export async function saveUsdtAddress(ctx: AppContext, options: { userId: string; address: string }) {
  if (!isAddress(options.address, { strict: true })) throw new AppError('VALIDATION', MSG.addressInvalid);
  try {
    const address = getAddress(options.address);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      const changed = await setMemberUsdtAddress(tx, { userId: options.userId, usdtAddress: address });
      // A security notice: always mailed (docs/product.md#notifications).
      if (changed) await notify(tx, [usdtAddressChanged({ userId: options.userId, address, now })]);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_usdt_address_key')) throw new AppError('CONFLICT', MSG.usdtAddressTaken);
    throw error;
  }
  return { message: MSG.usdtAddressSaved, data: await getMemberProfile(ctx, options.userId) };
}
