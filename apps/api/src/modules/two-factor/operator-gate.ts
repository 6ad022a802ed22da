import { MSG, routes } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { isTotpOn } from './account-code';
import { findTotpAccount } from './two-factor.repository';

// Setting operatorTwoFactorRequired: an operator without two-factor may only sign out, read who they are and set it
// up (with the mailed code its set-up asks); every other console call answers 403 with the message saying so (docs/decisions/012-two-factor.md).
const OPEN_WITHOUT_TWO_FACTOR = new Set(
  [
    routes.operatorProfile,
    routes.operatorLogout,
    routes.operatorTwoFactorStatus,
    routes.operatorSecurityCode,
    routes.operatorTwoFactorSetup,
    routes.operatorTwoFactorEnable,
  ].map((def) => `${def.method} ${def.path}`),
);

export async function assertOperatorTwoFactor(
  ctx: AppContext,
  options: { userId: string; method: string; url: string | undefined },
) {
  if (OPEN_WITHOUT_TWO_FACTOR.has(`${options.method} ${options.url}`)) return;
  if (!(await getSettings(ctx.db)).operatorTwoFactorRequired) return;
  const account = await findTotpAccount(ctx.db, options.userId);
  if (!account || !isTotpOn(account)) throw new AppError('FORBIDDEN', MSG.twoFactorOperatorRequired);
}
