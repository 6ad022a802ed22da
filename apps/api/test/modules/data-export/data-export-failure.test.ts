import { routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../../src/db/schema';
import { platformJobs } from '../../../src/jobs/background-jobs';
import type { Mailer } from '../../../src/lib/mailer';
import { call, dataOf, signedInMember, useTestApp } from '../../helper';
import { askForExport } from './data-export-kit';

// docs/decisions/032-data-export.md: an export whose file or mail fails is marked failed once, never retried by the
// job; the member sees it failed and may ask again.

let attempts = 0;
const downMailer: Mailer = {
  kind: 'smtp',
  send: async () => {
    attempts += 1;
    throw new Error('mail server down');
  },
  close: async () => {},
};

const t = useTestApp({ mailer: () => downMailer });

describe('a data export whose mail fails', () => {
  it('is marked failed with its file dropped, is not retried, and the member may ask again', async () => {
    const member = await signedInMember(t);
    expect((await askForExport(t, member.token)).status).toBe(202);
    expect(attempts).toBe(1);
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(row).toMatchObject({ status: 'failed', content: null, tokenHash: null });
    expect(row?.error).toContain('mail server down');
    expect(dataOf(await call(t, routes.dataExportState.member, { token: member.token }))?.status).toBe('failed');

    // The job's next run finds nothing to build: the failed one stays failed.
    const job = platformJobs(t.ctx).find((each) => each.name === 'data-export');
    await job?.run();
    expect(attempts).toBe(1);

    expect((await askForExport(t, member.token)).status).toBe(202);
    expect(attempts).toBe(2);
    const rows = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(rows.map((each) => each.status)).toEqual(['failed', 'failed']);
  });
});
