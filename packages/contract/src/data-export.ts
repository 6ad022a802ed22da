import { z } from 'zod';
import { envelope } from './envelope';
import { MSG_PATTERNS } from './messages';
import { fillMessage } from './shell-messages';

// A member's copy of their own data (docs/product.md#your-data, docs/decisions/032-data-export.md).

/** How long a mailed download link works once the file is ready. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** Exports a member may ask for in any 24 hours; the next is refused until the oldest of them is a day old. */
export const DATA_EXPORTS_PER_DAY = 3;

export const dataExportStatus = z.enum(['pending', 'ready', 'failed', 'expired']);
export type DataExportStatus = z.infer<typeof dataExportStatus>;

export const dataExportRow = z.object({
  _id: z.string(),
  status: dataExportStatus,
  requestedAt: z.string(),
  /** When the file was built and the link mailed; null while pending or after a failure. */
  readyAt: z.string().nullable(),
  /** When the mailed link stops working (readyAt + 24 hours). */
  expiresAt: z.string().nullable(),
});
export type DataExportRow = z.infer<typeof dataExportRow>;

/** The request's answer (202): the export being prepared, or the one already waiting. */
export const dataExportRequestResponse = envelope(
  z.object({ _id: z.string(), status: z.literal('pending'), requestedAt: z.string() }),
);

/** The member's latest export, or null when they never asked for one. */
export const dataExportStateResponse = envelope(dataExportRow.nullable());

/** The mailed token: 32 random bytes, base64url (43 characters); anything else is an unknown link. */
export const dataExportParams = z.object({ token: z.string().max(200) });
/** The file: a ZIP archive of JSON and CSV files. */
export const dataExportFileResponse = z.string();

/**
 * The web app's page the mailed link opens, the token appended (the link is PUBLIC_URL + this + token): it asks the
 * member to sign in first, then downloads with their session and the token together (docs/decisions/032-data-export.md).
 */
export const DATA_EXPORT_PAGE_PATH = '/data-export/';

/** The refusal of a 4th export within 24 hours, naming when the member may ask again (UTC, minutes). */
export function dataExportTooManyMessage(nextAt: string): string {
  return fillMessage(MSG_PATTERNS.dataExportTooMany, { when: nextAt.slice(0, 16).replace('T', ' ') });
}
