import { DATA_EXPORTS_PER_DAY, type DataExportRow, dataExportTooManyMessage, MSG } from '@app/contract';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import {
  type DataExportState,
  findByTokenHash,
  findLatestExport,
  findPendingExport,
  insertExport,
  lockMember,
  readExportContent,
  requestTimesSince,
} from './data-export.repository';

// A member's copy of their own data (docs/product.md#your-data): asked for here, built by the data-export job,
// downloaded by the member signed in, with the mailed link's token.

const DAY_SECONDS = 24 * 3600;

/** Past its expiry an export reads as expired, whether or not the hourly purge has cleared its bytes yet. */
function toRow(row: DataExportState, now: Date): DataExportRow {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    _id: row.id,
    status: expired ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * POST dataExport: a pending export is answered again (no second one); otherwise at most DATA_EXPORTS_PER_DAY in any
 * 24 hours, the next refused until the oldest of them is a day old. The data-export job builds it within seconds.
 */
export async function requestDataExport(ctx: AppContext, options: Actor) {
  const now = ctx.clock();
  const requested = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, options.actorId);
    const pending = await findPendingExport(tx, options.actorId);
    if (pending) return pending;
    const times = await requestTimesSince(tx, { userId: options.actorId, since: addSeconds(now, -DAY_SECONDS) });
    const oldest = times[0];
    if (oldest && times.length >= DATA_EXPORTS_PER_DAY) {
      const nextAt = addSeconds(oldest, DAY_SECONDS);
      throw new AppError('RATE_LIMITED', dataExportTooManyMessage(nextAt.toISOString()), {
        retryAfterSeconds: Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000)),
      });
    }
    const created = await insertExport(tx, { userId: options.actorId, now });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'member.dataExport',
      targetType: 'member',
      targetId: options.actorId,
      details: { export: created.id },
      now,
    });
    return created;
  });
  const data = { _id: requested.id, status: 'pending' as const, requestedAt: requested.requestedAt.toISOString() };
  return { message: MSG.dataExportRequested, data };
}

/** GET dataExport: the member's latest export, or null. */
export async function latestDataExport(ctx: AppContext, userId: string) {
  const row = await findLatestExport(ctx.db, userId);
  return { message: MSG.dataExportLoaded, data: row ? toRow(row, ctx.clock()) : null };
}

/**
 * GET dataExport/:token/file: the ZIP, to the member it belongs to, signed in, holding the mailed link's token, until
 * it expires (docs/decisions/032-data-export.md: the link alone, leaked or forwarded, downloads nothing, and a stolen
 * session alone cannot take the file without the mail). An unknown token, another member's, or a failed or pending
 * export's (which never worked) is 404, alike, so a token tells another member nothing; one past its 24 hours is 410
 * with how to get a new one.
 */
export async function downloadDataExport(ctx: AppContext, options: { userId: string; token: string }) {
  const row = await findByTokenHash(ctx.db, sha256(options.token));
  if (!row || row.userId !== options.userId || row.status === 'failed' || row.status === 'pending') {
    throw new AppError('NOT_FOUND', MSG.dataExportLinkInvalid);
  }
  const now = ctx.clock();
  if (row.status === 'expired' || !row.hasContent || !row.expiresAt || row.expiresAt <= now) {
    throw new AppError('LINK_EXPIRED', MSG.dataExportLinkExpired);
  }
  // Read in parts as it was written; the hourly purge may have dropped it since the row was read.
  const content = await readExportContent(ctx.db, row.id);
  if (!content) throw new AppError('LINK_EXPIRED', MSG.dataExportLinkExpired);
  const day = (row.readyAt ?? now).toISOString().slice(0, 10);
  return { fileName: `my-data-${row.uid ?? row.userId}-${day}.zip`, content };
}
