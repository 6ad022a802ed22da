import { DATA_EXPORT_PAGE_PATH, pathWith, routes } from '@app/contract';
import { unzipSync } from 'fflate';
import { type OutboxEntry, readOutbox } from '../../../src/lib/mailer';
import { buildPendingExports } from '../../../src/modules/data-export/data-export.job';
import { call, type TestContext } from '../../helper';

// A member's data export as the screens and the mail make it, for the data-export tests.

/** Asks for an export (member or vendor twin) and runs the data-export job once, as its next tick would. */
export async function askForExport(t: TestContext, token: string, twin: 'member' | 'vendor' = 'member') {
  const answer = await call(t, routes.dataExportRequest[twin], { token });
  await buildPendingExports(t.ctx).catch(() => undefined);
  return answer;
}

/** The data-export mails sent to `to`, newest first: those carrying a download link. */
export async function exportMails(t: TestContext, to: string): Promise<OutboxEntry[]> {
  const mails = await readOutbox({ dir: t.outboxDir, to, limit: 200 });
  return mails.filter((mail) => mail.text.includes(DATA_EXPORT_PAGE_PATH));
}

/** The token of a mailed link. */
export function tokenOf(mail: OutboxEntry): string {
  const token = mail.text.match(/\/data-export\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no download link in: ${mail.text}`);
  return token;
}

/**
 * The download the mailed link's page makes: the link's token with the session of `session` (a member's or, on the
 * vendor twin, a vendor's); without a session, the token alone.
 */
export async function download(
  t: TestContext,
  token: string,
  session: string | null,
  twin: 'member' | 'vendor' = 'member',
) {
  const response = await t.app.inject({
    method: 'GET',
    url: pathWith(routes.dataExportDownload[twin].path, { token }),
    headers: session ? { authorization: `Bearer ${session}` } : {},
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    json: () => response.json() as { success: boolean; message: string; code: string },
  };
}

/** The archive's files by name, as text. */
export function filesOf(zip: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
  );
}
