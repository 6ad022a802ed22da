import { isDeepStrictEqual } from 'node:util';
import { OPERATORS_MSG, parseUsdtToMicros } from '@app/contract';
import { writeAudit } from '../../core/audit';
import { assertAmountAtMost, readSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import type { ChangeSubjectHandler } from '../approvals/change-subject';
import { findPackage, toAdminPackageRow, updatePackageColumns } from './packages.repository';
import { refuseInvertedRange, type TermsChange, termColumns, termsOf } from './packages.service';

// A package's terms on a second owner's approval (docs/decisions/035-dual-control.md): applied only to the package as
// it was asked on (a term or the status changed since makes the change stale), and only within today's maximum amount.

function micros(amount: number): bigint {
  const value = parseUsdtToMicros(amount.toFixed(6));
  if (value === null) throw new Error(`package change amount ${amount} is not a USDT amount`);
  return value;
}

export const packageChanges: ChangeSubjectHandler = {
  async targetName(db, change) {
    if (!change.targetId) return null;
    const row = await findPackage(db, change.targetId).catch(() => null);
    return row?.title ?? null;
  },
  async apply(tx, _ctx, { change, actorId, ip, now }) {
    const stale = new AppError('CONFLICT', OPERATORS_MSG.settingChangeStale);
    if (!change.targetId) throw stale;
    const row = await findPackage(tx, change.targetId).catch(() => {
      throw stale;
    });
    const patch = change.patch as TermsChange;
    const asked = change.before as Record<string, unknown>;
    const current: Record<string, unknown> = { ...termsOf(row), status: row.status };
    if (Object.keys(patch).some((key) => !isDeepStrictEqual(current[key], asked[key]))) throw stale;
    const columns = termColumns({
      ...patch,
      price: patch.price === undefined ? undefined : micros(patch.price),
      maxPrice: patch.maxPrice === undefined ? undefined : patch.maxPrice === null ? null : micros(patch.maxPrice),
    });
    const terms = { ...row, ...columns };
    refuseInvertedRange(terms);
    assertAmountAtMost(await readSettings(tx), terms.maxPriceMicros ?? terms.priceMicros);
    const updated = await updatePackageColumns(tx, row.id, columns);
    if (!updated) throw stale;
    await writeAudit(tx, {
      actorId,
      ip,
      action: 'package.update',
      targetType: 'package',
      targetId: row.id,
      details: { from: toAdminPackageRow(row), to: toAdminPackageRow(updated), askedBy: change.requestedBy },
      now,
    });
  },
};
