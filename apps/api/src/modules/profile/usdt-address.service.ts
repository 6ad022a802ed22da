import { MSG } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import { getAddress, isAddress } from 'viem';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import type { SessionClient } from '../../core/session-client';
import { companyName } from '../../core/settings';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { usdtAddressChangedMail } from '../../lib/mail-templates';
import { usdtAddressChanged } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
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
  try {
    const address = getAddress(options.address);
    const now = ctx.clock();
    const member = await findUserById(ctx.db, options.userId);
    const previous = member?.usdtAddress ?? null;
    const changed = await ctx.db.transaction(async (tx) => {
      const changed = await setMemberUsdtAddress(tx, { userId: options.userId, usdtAddress: address });
      // A security notice: always mailed (docs/product.md#notifications); a replaced address at once, below.
      const mailed = previous !== null;
      if (changed) {
        await notify(tx, [usdtAddressChanged({ userId: options.userId, address, now, mailed })]);
        // In the member's security activity and on their console page, with the device and address it came from.
        await recordSecurityEvent(tx, { userId: options.userId, kind: 'usdtAddress', client: options.client, now });
      }
      return changed;
    });
    if (changed && member && previous) {
      runAfterResponse(
        async () =>
          ctx.mailer.send(
            usdtAddressChangedMail({
              company: await companyName(ctx.db),
              to: member.email,
              fullName: member.fullName,
              previous,
              address,
              at: now,
              locale: member.locale,
            }),
          ),
        { log: options.log, what: 'USDT address change notice' },
      );
    }
  } catch (error) {
    if (isUniqueViolation(error, 'users_usdt_address_key')) throw new AppError('CONFLICT', MSG.usdtAddressTaken);
    throw error;
  }
  return { message: MSG.usdtAddressSaved, data: await getMemberProfile(ctx, options.userId) };
}
