import { isDeepStrictEqual } from 'node:util';
import {
  changeWaitsForApproval,
  DEPOSIT_ADDRESS_MSG,
  GUARDED_SETTINGS,
  isGuardedSetting,
  type Locale,
  MSG,
  OPERATORS_MSG,
  type OperatorSettings,
  RESERVES_MSG,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/audit';
import { companyName, forgetSettings, readSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import type { ChangeSubjectHandler } from '../approvals/change-subject';
import { announceChange, requestChange } from '../approvals/request-change';
import { updateSettings } from './settings.service';

// An owner's change to the settings (docs/decisions/035-dual-control.md): what only tightens a control applies at
// once with everything else; what loosens a control, moves where money goes or decides what members pay or receive
// waits for a second owner (SETTING_CONTROLS in the contract says which), and every operator is told of it when it is
// asked for and when it is decided.

type Patch = Partial<OperatorSettings>;

/** The part of `patch` that applies now, and the part that waits for a second owner. */
export function splitSettingsPatch(before: OperatorSettings, patch: Patch) {
  const applies: Record<string, unknown> = {};
  const waits: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const target =
      isGuardedSetting(key) && changeWaitsForApproval(key, before[key as keyof OperatorSettings], value)
        ? waits
        : applies;
    target[key] = value;
  }
  return { applies: applies as Patch, waits: waits as Patch };
}

/** Told when the change is asked for, and again when approved: the chain modes need what this server may lack. */
function assertSettingsPossible(ctx: AppContext, patch: Patch) {
  // The chain mode reads the reserve from a node this server lacks.
  if (patch.reserveMode === 'chain' && !ctx.chain) throw new AppError('VALIDATION', RESERVES_MSG.noChainNode);
  // Likewise the per-member deposit addresses: derived from DEPOSIT_XPUB and credited from a node (decision 019).
  if (patch.depositAddressMode === 'per-member') {
    if (!ctx.config.DEPOSIT_XPUB) throw new AppError('VALIDATION', DEPOSIT_ADDRESS_MSG.noXpub);
    if (!ctx.chain) throw new AppError('VALIDATION', DEPOSIT_ADDRESS_MSG.noChainNode);
  }
}

export async function saveSettings(
  ctx: AppContext,
  options: Actor & { patch: Patch; log: FastifyBaseLogger; locale: Locale },
) {
  assertSettingsPossible(ctx, options.patch);
  const now = ctx.clock();
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const { applies, waits } = splitSettingsPatch(before, options.patch);
    const settings =
      Object.keys(applies).length > 0
        ? await updateSettings(tx, { patch: applies, actorId: options.actorId, ip: options.ip, now })
        : before;
    const waitingKeys = Object.keys(waits) as (keyof OperatorSettings)[];
    if (waitingKeys.length === 0) return { settings, changeId: null, always: false };
    const was = Object.fromEntries(waitingKeys.map((key) => [key, before[key]]));
    const changeId = await requestChange(tx, {
      kind: 'settings',
      targetId: null,
      patch: waits,
      before: was,
      actorId: options.actorId,
      ip: options.ip,
      now,
    });
    // Where every setting asked waits whatever the change, saying it "loosens a control" would be untrue of a tightening.
    const always = waitingKeys.every((key) => isGuardedSetting(key) && GUARDED_SETTINGS[key] === 'any');
    return { settings, changeId, always };
  });
  forgetSettings(ctx.db);
  if (!saved.changeId) return { message: MSG.settingsSaved, data: saved.settings };
  const pendingChange = await announceChange(ctx, {
    ...options,
    id: saved.changeId,
    event: 'requested',
    company: await companyName(ctx.db),
  });
  const message = saved.always ? OPERATORS_MSG.settingsPendingAlways : OPERATORS_MSG.settingsPending;
  return { message, data: saved.settings, pendingChange };
}

/**
 * An approved settings change applies only to the values it was asked on: a key changed since (by another change, or
 * tightened at once) makes it stale, and nothing of it applies.
 */
export const settingsChanges: ChangeSubjectHandler = {
  async apply(tx, ctx, { change, actorId, ip, now }) {
    const patch = change.patch as Patch;
    const asked = change.before as Record<string, unknown>;
    const current = await readSettings(tx);
    // Deep equality, not JSON text: jsonb keeps an object's keys in an order of its own (a rank table's steps).
    const moved = Object.keys(patch).some(
      (key) => !isDeepStrictEqual(current[key as keyof OperatorSettings], asked[key]),
    );
    if (moved) throw new AppError('CONFLICT', OPERATORS_MSG.settingChangeStale);
    assertSettingsPossible(ctx, patch);
    await updateSettings(tx, { patch, actorId, ip, now });
  },
  afterCommit(ctx) {
    forgetSettings(ctx.db);
  },
};
