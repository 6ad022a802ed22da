import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { PLATFORM_ACCOUNT } from '../../src/ledger/accounts';
import { checkLedger } from '../../src/ledger/check';
import { foldPlatformDeltas, platformBalances } from '../../src/ledger/platform-balances';
import { call, createPackage, fundMember, newOperatorToken, signedInMember, useTestApp } from '../helper';

// The platform's side of each entry is queued instead of moving its balance row in every member's transaction.
// The balance an operator reads must not depend on whether the queue was folded, and folding while money moves
// must lose nothing.
const t = useTestApp();

const queued = async () =>
  Number((await queryRows<{ n: string }>(t.ctx.db, sql`select count(*)::text as n from platform_deltas`))[0]?.n);

describe('platform balances', () => {
  it('read the same before and after the queue is folded, and fold while money moves without losing any', async () => {
    const operator = await newOperatorToken(t);
    const packageId = await createPackage(t, operator, { title: 'Fold', price: 50, yield: 2, maturity: 30 });
    const sponsor = await signedInMember(t);
    const members = [];
    for (let index = 0; index < 6; index += 1) {
      const member = await signedInMember(t, { sponsorId: sponsor.id });
      await fundMember(t, { token: member.token, operator, amount: 100 });
      members.push(member);
    }
    expect(await queued()).toBeGreaterThan(0);
    const before = await platformBalances(t.ctx.db);
    expect(before.get(PLATFORM_ACCOUNT.depositsReceived)).toBe(-600_000_000n);

    await foldPlatformDeltas(t.ctx.db);
    expect(await queued()).toBe(0);
    expect(await platformBalances(t.ctx.db)).toEqual(before);

    await Promise.all([
      ...members.map((member) =>
        call(t, routes.purchasePackage.member, {
          token: member.token,
          body: { packageId, amount: 50, payment_mode_name: 'wallet' },
        }),
      ),
      foldPlatformDeltas(t.ctx.db),
      foldPlatformDeltas(t.ctx.db),
    ]);
    await foldPlatformDeltas(t.ctx.db);
    const after = await platformBalances(t.ctx.db);
    expect(after.get(PLATFORM_ACCOUNT.packageCapitalHeld)).toBe(300_000_000n);
    // Six purchases of 50 paid the sponsor 5 % each.
    expect(after.get(PLATFORM_ACCOUNT.incomesPaid)).toBe(-15_000_000n);
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });
});
