import {
  changeWaitsForApproval,
  DEPOSIT_ADDRESS_MSG,
  isGuardedSetting,
  type Locale,
  MSG,
  OPERATORS_MSG,
  type OperatorSettings,
  RESERVES_MSG,
  type SettingChangeRow,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../lib/after-response';
import { AppError } from '../../lib/app-error';
import { type Actor, writeAudit } from '../../lib/audit';
import { settingChangeMail } from '../../lib/mail-templates';
import {
  activeOperatorEmails,
  insertSettingChange,
  listSettingChanges,
  markSettingChangeDecided,
  readSettingChange,
} from './setting-changes.repository';
import { companyName, forgetSettings, readSettings, updateSettings } from './settings.service';

// An owner's change to the settings (docs/decisions/020-operator-roles.md): what only tightens a control applies at
// once with everything else; what loosens a control or moves where money goes waits for a second owner, and every
// operator is told of it when it is asked for and when it is decided.

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
    if (waitingKeys.length === 0) return { settings, changeId: null };
    const was = Object.fromEntries(waitingKeys.map((key) => [key, before[key]]));
    const changeId = await insertSettingChange(tx, { patch: waits, before: was, requestedBy: options.actorId, now });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'settings.changeRequest',
      targetType: 'settingChange',
      targetId: changeId,
      details: Object.fromEntries(waitingKeys.map((key) => [key, { from: before[key], to: waits[key] }])),
      now,
    });
    return { settings, changeId };
  });
  forgetSettings(ctx.db);
  if (!saved.changeId) return { message: MSG.settingsSaved, data: saved.settings };
  const pendingChange = await readSettingChange(ctx.db, saved.changeId);
  if (!pendingChange) throw new Error('setting change not found after its insert');
  tellOperators(ctx, { change: pendingChange, event: 'requested', log: options.log, locale: options.locale });
  return { message: OPERATORS_MSG.settingsPending, data: saved.settings, pendingChange };
}

/** Approves (applies) or rejects a pending change; never by the owner who asked for it. */
export async function decideSettingChange(
  ctx: AppContext,
  options: Actor & { id: string; approve: boolean; log: FastifyBaseLogger; locale: Locale },
) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const patch = await markSettingChangeDecided(tx, {
      id: options.id,
      reviewerId: options.actorId,
      status: options.approve ? 'approved' : 'rejected',
      now,
    });
    if (!patch) {
      const existing = await readSettingChange(tx, options.id);
      if (!existing) throw new AppError('NOT_FOUND', MSG.notFound);
      throw new AppError(
        'CONFLICT',
        existing.status === 'pending' ? OPERATORS_MSG.settingChangeOwn : OPERATORS_MSG.settingChangeReviewed,
      );
    }
    if (options.approve) {
      assertSettingsPossible(ctx, patch as Patch);
      await updateSettings(tx, { patch: patch as Patch, actorId: options.actorId, ip: options.ip, now });
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: options.approve ? 'settings.changeApprove' : 'settings.changeReject',
      targetType: 'settingChange',
      targetId: options.id,
      details: patch,
      now,
    });
  });
  forgetSettings(ctx.db);
  const change = await readSettingChange(ctx.db, options.id);
  if (!change) throw new AppError('NOT_FOUND', MSG.notFound);
  tellOperators(ctx, {
    change,
    event: options.approve ? 'approved' : 'rejected',
    log: options.log,
    locale: options.locale,
  });
  return {
    message: options.approve ? OPERATORS_MSG.settingChangeApproved : OPERATORS_MSG.settingChangeRejected,
    data: change,
  };
}

export function listChanges(ctx: AppContext, options: Parameters<typeof listSettingChanges>[1]) {
  return listSettingChanges(ctx.db, options);
}

/**
 * After the answer: a mail that fails is logged, the change stands (it is in the console and the audit log). Written
 * in the language of the acting operator's request: operators keep no language of their own.
 */
function tellOperators(
  ctx: AppContext,
  options: {
    change: SettingChangeRow;
    event: 'requested' | 'approved' | 'rejected';
    log: FastifyBaseLogger;
    locale: Locale;
  },
) {
  const { change } = options;
  runAfterResponse(
    async () => {
      const [company, recipients] = await Promise.all([companyName(ctx.db), activeOperatorEmails(ctx.db)]);
      const changes = Object.entries(change.patch).map(([key, to]) => ({ key, from: change.before[key], to }));
      for (const to of recipients) {
        await ctx.mailer.send(
          settingChangeMail({
            company,
            site: ctx.config.PUBLIC_URL,
            to,
            event: options.event,
            requestedBy: change.requestedBy.fullName,
            reviewedBy: change.reviewedBy?.fullName ?? null,
            changes,
            locale: options.locale,
          }),
        );
      }
    },
    { log: options.log, what: 'settings change mail' },
  );
}
