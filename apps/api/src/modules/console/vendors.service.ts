import { randomBytes } from 'node:crypto';
import { CONSOLE_MSG, OPERATORS_MSG, ROLE, type vendorBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { assertPossiblePhone } from '../../lib/phone';
import { insertMemberWithFreshCode } from '../auth/signup.service';
import { findUserByEmail } from '../users/users.repository';
import { getMemberDetail } from './members.service';

/**
 * POST /adminApi/vendors: a vendor account (docs/decisions/007-operator-console.md). Its password is random and
 * never told: the vendor chooses one through forgot password, or is signed in by a one-time link.
 */
export async function createVendor(ctx: AppContext, options: Actor & { body: z.output<typeof vendorBody> }) {
  const { body } = options;
  assertPossiblePhone(body.phone);
  if (await findUserByEmail(ctx.db, { email: body.email })) throw new AppError('CONFLICT', OPERATORS_MSG.emailTaken);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = ctx.clock();
  const vendorId = await ctx.db.transaction(async (tx) => {
    const created = await insertMemberWithFreshCode(tx, { ...body, passwordHash, sponsorId: null, role: ROLE.vendor });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'vendor.create',
      targetType: 'member',
      targetId: created.id,
      details: { fullName: body.fullName, email: body.email, phone: body.phone },
      now,
    });
    return created.id;
  });
  return { message: CONSOLE_MSG.vendorCreated, data: await getMemberDetail(ctx, vendorId) };
}
