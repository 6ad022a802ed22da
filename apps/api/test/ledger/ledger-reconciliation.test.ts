import { ROLE, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformJobs } from '../../src/jobs/background-jobs';
import { latestReconciliation, recordReconciliation } from '../../src/ledger/reconciliation';
import { call, createMember, dataOf, fundMember, operatorToken, signedInMember, useTestApp } from '../helper';

// The scheduled reconciliation of the ledger and what the console's overview says of it.
// The ledger is broken on purpose at the end, so the usual clean-ledger check after the file is off.
const t = useTestApp({ expectLedgerClean: false });

describe('ledger reconciliation', () => {
  it('is a background job; the overview shows nothing before its first run, then the latest result', async () => {
    const operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
    const overview = async () => dataOf(await call(t, routes.adminOverview, { token: operator })).reconciliation;
    expect(await overview()).toBeNull();

    const job = platformJobs(t.ctx).find((each) => each.name === 'ledger-reconciliation');
    expect(job?.cron).toBe('*/15 * * * *');
    await job?.run();
    expect(await overview()).toEqual({
      checkedAt: t.clock.now().toISOString(),
      durationMs: 0,
      problemCount: 0,
    });

    // A balance that no longer equals its postings: the next run says so, with the row, and the overview too.
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 50 });
    await t.ctx.db.execute(sql`update accounts set balance_micros = balance_micros + 1 where owner_id = ${member.id}`);
    t.clock.advanceSeconds(900);
    expect(await recordReconciliation(t.ctx.db, t.ctx.clock)).toBe(1);
    expect(await overview()).toMatchObject({ checkedAt: t.clock.now().toISOString(), problemCount: 1 });
    const latest = await latestReconciliation(t.ctx.db);
    expect(latest?.problems).toMatchObject([{ rule: 'balance-equals-postings' }]);
  });
});
