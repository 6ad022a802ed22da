import { isDeepStrictEqual } from 'node:util';
import { type ChangeSubject, type Locale, OPERATORS_MSG, type SettingChangeRow, settingLabel } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { type Actor, writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { settingChangeMail } from '../../lib/mail-templates';
import type { SettingChangeEvent } from '../../lib/operator-mail.texts';
import { activeOperatorEmails, expireStaleChanges, insertChange, readChange } from './changes.repository';

// Asking for a change that waits for a second owner, and telling every operator of it (docs/decisions/035-dual-control.md).
// The areas whose changes wait (settings, packages, operators) call this; deciding is approvals/decide-change.ts.

/** Audit actions keep the names the settings' changes had before packages and owners joined them. */
export function changeAuditAction(subject: ChangeSubject, event: 'changeRequest' | 'changeApprove' | 'changeReject') {
  return `${subject}.${event}`;
}

/** Inside the caller's transaction: the pending change and its audit row. Answers the change's id. */
export async function requestChange(
  tx: Queryable,
  options: Actor & {
    /** What it changes (named `kind` here: `subject` reads as a mail's subject to the texts check). */
    kind: ChangeSubject;
    targetId: string | null;
    patch: Record<string, unknown>;
    before: Record<string, unknown>;
    now: Date;
  },
) {
  const { kind, targetId, patch, before, now } = options;
  // A change of a package past its days no longer waits: it does not hold the package's one place.
  if (kind === 'package') await expireStaleChanges(tx, now);
  const changeId = await insertChange(tx, {
    subject: kind,
    targetId,
    patch,
    before,
    requestedBy: options.actorId,
    now,
  }).catch((error: unknown) => {
    // One change of a package waits at a time (docs/decisions/046-no-way-around-the-second-person.md).
    if (isUniqueViolation(error, 'setting_changes_one_pending_per_package')) {
      throw new AppError('CONFLICT', OPERATORS_MSG.packageChangeWaiting);
    }
    throw error;
  });
  await writeAudit(tx, {
    actorId: options.actorId,
    ip: options.ip,
    action: changeAuditAction(kind, 'changeRequest'),
    targetType: 'settingChange',
    targetId: changeId,
    details: {
      targetId,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, { from: before[key], to: patch[key] }])),
    },
    now,
  });
  return changeId;
}

/** The change as stored, once its transaction committed; told to every operator after the answer. */
export async function announceChange(
  ctx: AppContext,
  options: {
    id: string;
    event: SettingChangeEvent;
    log: FastifyBaseLogger;
    locale: Locale;
    company: string;
    /** What the change is of, by name (a package's title), for the mail. */
    targetName?: string | null;
  },
): Promise<SettingChangeRow> {
  const change = await readChange(ctx.db, options.id);
  if (!change) throw new Error('change not found after it was written');
  tellOperators(ctx, { ...options, change });
  return change;
}

/**
 * After the answer: a mail that fails is logged, the change stands (it is in the console and the audit log). Written
 * in the language of the acting operator's request: operators keep no language of their own.
 */
function tellOperators(
  ctx: AppContext,
  options: {
    change: SettingChangeRow;
    event: SettingChangeEvent;
    log: FastifyBaseLogger;
    locale: Locale;
    /** The company's name the mail is signed with: the caller reads it (approvals sits below the settings). */
    company: string;
    targetName?: string | null;
  },
) {
  const { change } = options;
  runAfterResponse(
    async () => {
      const recipients = await activeOperatorEmails(ctx.db);
      // What changes reads "from -> to"; a term that stays as it is (a draft's terms put on sale) reads as its value
      // alone, never "price: 50 -> 50", which would hide the one that changes.
      const changes = Object.entries(change.patch).map(([key, to]) => {
        const from = change.before[key];
        // A setting by its name in the console, never its key.
        const name = change.subject === 'settings' ? settingLabel(key, options.locale) : key;
        return { key: name, from: isDeepStrictEqual(from, to) ? undefined : from, to };
      });
      for (const to of recipients) {
        await ctx.mailer.send(
          settingChangeMail({
            company: options.company,
            site: ctx.config.PUBLIC_URL,
            to,
            subject: change.subject,
            event: options.event,
            requestedBy: change.requestedBy.fullName,
            reviewedBy: change.reviewedBy?.fullName ?? null,
            reason: change.reason,
            targetName: options.targetName ?? null,
            changes,
            locale: options.locale,
          }),
        );
      }
    },
    { log: options.log, what: 'change mail' },
  );
}
