import { MSG } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { getAddress, isAddress } from 'viem';
import type { AppContext } from '../../context';
import type { SessionClient } from '../../core/session-client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { usdtAddressChanged } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import { findUserById } from '../users/users.repository';
import { setMemberUsdtAddress } from './profile.repository';
import { getMemberProfile } from './profile.service';

/** POST saveUsdtAddress: the sender address deposits are matched to; checksum-aware, one member per address. */
export async function saveUsdtAddress(
  ctx: AppContext,
  options: { userId: string; address: string; client: SessionClient; log: FastifyBaseLogger },
) {
  if (!isAddress(options.address, { strict: true })) throw new AppError('VALIDATION', MSG.addressInvalid);
  const { userId, client } = options;
  const address = getAddress(options.address);
  const now = ctx.clock();
  const previous = (await findUserById(ctx.db, userId))?.usdtAddress ?? null;
  try {
    const changed = await ctx.db.transaction(async (tx) => {
      const changed = await setMemberUsdtAddress(tx, { userId, usdtAddress: address });
      if (changed) {
        // Its mail is the security alert below, naming the old and the new address, so the job sends no second one.
        await notify(tx, [usdtAddressChanged({ userId, address, now, mailed: true })]);
        await recordSecurityEvent(tx, { userId, kind: 'usdtAddress', client, now });
      }
      return changed;
    });
    if (changed) {
      const usdtAddress = { previous, address };
      mailSecurityAlert(ctx, { userId, kind: 'usdtAddress', client, now, log: options.log, usdtAddress });
    }
  } catch (error) {
    if (isUniqueViolation(error, 'users_usdt_address_key')) throw new AppError('CONFLICT', MSG.usdtAddressTaken);
    throw error;
  }
  return { message: MSG.usdtAddressSaved, data: await getMemberProfile(ctx, userId) };
}
