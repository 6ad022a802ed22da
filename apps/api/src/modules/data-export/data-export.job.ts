import { DATA_EXPORT_LINK_HOURS, DATA_EXPORT_PAGE_PATH } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { addSeconds } from '../../lib/clock';
import { dataExportReadyMail } from '../../lib/mail-templates';
import { platformDay } from '../../lib/platform-day';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { claimPendingExport, markFailed, markReady } from './data-export.repository';
import { buildExportZip } from './data-export-contents';

// The data-export background job (docs/decisions/032-data-export.md): builds each pending export, keeps its ZIP, marks
// it ready for 24 hours and mails the link to the web page that downloads it once the member has signed in, within
// seconds of a member's request (the job repeats every 5 seconds).

/** Exports built per run at most; the next run takes the rest. */
const MAX_PER_RUN = 10;

export class DataExportFailures extends Error {}

/**
 * Builds pending exports one at a time, each in its own transaction that holds its row (FOR UPDATE SKIP LOCKED), so
 * two servers never build the same one and a server that dies mid-build leaves it pending for the next run. A build
 * or mail that fails marks its export failed, once: the member asks again rather than the job retrying for ever.
 * Throws after the run when any failed, so the job's log and metrics show it. Answers how many were mailed.
 */
export async function buildPendingExports(ctx: AppContext): Promise<number> {
  let mailed = 0;
  const failures: string[] = [];
  for (let built = 0; built < MAX_PER_RUN; built += 1) {
    const outcome = await buildOne(ctx);
    if (outcome === 'none') break;
    if (outcome === 'mailed') mailed += 1;
    else failures.push(outcome.failed);
  }
  if (failures.length > 0) throw new DataExportFailures(`data exports failed: ${failures.join('; ')}`);
  return mailed;
}

type Outcome = 'none' | 'mailed' | { failed: string };

interface Claimed {
  id: string;
  email: string;
  full_name: string;
  locale: string | null;
}

type Built =
  | { kind: 'built'; claimed: Claimed; token: string; expiresAt: Date; company: string }
  | { kind: 'failed'; claimed: Claimed; error: string };

async function buildOne(ctx: AppContext): Promise<Outcome> {
  const now = ctx.clock();
  const built = await ctx.db.transaction(async (tx): Promise<Built | null> => {
    const claimed = await claimPendingExport(tx);
    if (!claimed) return null;
    try {
      // A savepoint: a failed read aborts only the build, and the failure is still written in this transaction.
      return await tx.transaction(async (build): Promise<Built> => {
        const settings = await getSettings(build);
        // Read, serialised and compressed a page at a time, the event loop taking its turn between pages.
        const content = await buildExportZip({
          db: build,
          userId: claimed.user_id,
          company: settings.companyName,
          timeZone: settings.timezone,
          today: platformDay(now, settings.timezone),
          now,
        });
        const token = newSessionToken();
        const expiresAt = addSeconds(now, DATA_EXPORT_LINK_HOURS * 3600);
        await markReady(build, { id: claimed.id, tokenHash: sha256(token), content, readyAt: now, expiresAt });
        return { kind: 'built', claimed, token, expiresAt, company: settings.companyName };
      });
    } catch (error) {
      await markFailed(tx, { id: claimed.id, error: `build: ${String(error)}` });
      return { kind: 'failed', claimed, error: `${claimed.id}: build: ${String(error)}` };
    }
  });
  if (!built) return 'none';
  if (built.kind === 'failed') return { failed: built.error };
  try {
    await ctx.mailer.send(
      dataExportReadyMail({
        company: built.company,
        site: ctx.config.PUBLIC_URL,
        to: built.claimed.email,
        fullName: built.claimed.full_name,
        path: `${DATA_EXPORT_PAGE_PATH}${built.token}`,
        hours: DATA_EXPORT_LINK_HOURS,
        expiresAt: built.expiresAt,
        locale: built.claimed.locale,
      }),
    );
  } catch (error) {
    // Nobody holds the link: the file goes, and the member sees the export failed and may ask again.
    await markFailed(ctx.db, { id: built.claimed.id, error: `mail: ${String(error)}` });
    return { failed: `${built.claimed.id}: mail: ${String(error)}` };
  }
  return 'mailed';
}
