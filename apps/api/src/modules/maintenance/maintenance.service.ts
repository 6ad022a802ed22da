import {
  type MaintenanceState,
  MSG,
  type maintenanceBody,
  maintenanceMessage,
  type TextsPerLanguage,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { forgetSettings, getSettings, readSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { upsertSetting } from '../settings/settings.repository';

// docs/product.md#maintenance: kept as the `maintenance` setting, so every replica reads it with the settings it
// already reads each second, and the public settings and the first HTML carry it.

type Body = z.output<typeof maintenanceBody>;

/** When the expected end is unknown or past, a member is told to come back in five minutes. */
const RETRY_AFTER_DEFAULT_SECONDS = 300;

export async function switchMaintenance(ctx: AppContext, options: Actor & { body: Body }) {
  const now = ctx.clock();
  const until = options.body.until ? new Date(options.body.until) : null;
  if (options.body.on && until && until.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION', MSG.maintenanceUntilPast);
  }
  const state = await ctx.db.transaction(async (tx) => {
    const before = (await readSettings(tx)).maintenance;
    const after: MaintenanceState = options.body.on
      ? {
          on: true,
          message: textsOf(options.body.message),
          until: until?.toISOString() ?? null,
          // Changing the message or the end keeps the start: it is the same maintenance.
          since: before.on ? before.since : now.toISOString(),
        }
      : { on: false, message: { en: '' }, until: null, since: null };
    await upsertSetting(tx, { key: 'maintenance', value: after, now });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: after.on ? 'maintenance.on' : 'maintenance.off',
      targetType: 'settings',
      targetId: 'maintenance',
      details: { from: before, to: after },
      now,
    });
    return after;
  });
  forgetSettings(ctx.db);
  return { message: state.on ? MSG.maintenanceSwitchedOn : MSG.maintenanceSwitchedOff, data: state };
}

function textsOf(message: Body['message']): TextsPerLanguage {
  if (typeof message !== 'object') return { en: message ?? '' };
  return { en: message.en ?? '', ...(message.es ? { es: message.es } : {}), ...(message.hi ? { hi: message.hi } : {}) };
}

/**
 * Refuses a member's money write while maintenance is on (503 MAINTENANCE with Retry-After). It runs before the
 * route reads or writes anything, so a refused call changed nothing and may simply be sent again later.
 */
export async function assertNotInMaintenance(ctx: AppContext) {
  const { maintenance } = await getSettings(ctx.db);
  if (!maintenance.on) return;
  const now = ctx.clock();
  const secondsLeft = maintenance.until ? Math.ceil((Date.parse(maintenance.until) - now.getTime()) / 1000) : 0;
  throw new AppError('MAINTENANCE', maintenanceMessage(maintenance, now), {
    retryAfterSeconds: secondsLeft > 0 ? secondsLeft : RETRY_AFTER_DEFAULT_SECONDS,
  });
}
