import { ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { forgetSettings } from '../../../src/core/settings';
import { takeSnapshot } from '../../../src/modules/reserves/reserves.service';
import { updateSettings } from '../../../src/modules/settings/settings.service';
import { call, createMember, dataOf, newOperatorToken, saveSettings, useTestApp } from '../../helper';

// The obligations report's reserve: read as proof of reserves reads it; when the chain cannot be read, the latest
// snapshot's figure with the time it was taken, or nothing before the first snapshot. Nothing is owed here, so the
// reserve alone decides the cover.
const t = useTestApp();

/** The reserve mode set as a server restarted without CHAIN_RPC_URL finds it (the switch itself needs a node). */
async function chainModeWithoutNode() {
  const actor = await createMember(t, { role: ROLE.admin });
  await updateSettings(t.ctx.db, { patch: { reserveMode: 'chain' }, actorId: actor.id, ip: null, now: t.ctx.clock() });
  forgetSettings(t.ctx.db);
}

describe('the obligations report reserve', () => {
  it('falls back from a chain read that fails to the latest snapshot, or to none', async () => {
    const operator = await newOperatorToken(t);
    await saveSettings(t, operator, { manualReserve: 250.5, manualReserveSource: 'Bank letter' });
    // A declared figure is as of its declaration, not of the moment the report is read.
    t.clock.advanceSeconds(3600);
    const manual = dataOf(await call(t, routes.adminReportObligations, { token: operator }));
    expect(manual).toMatchObject({
      today: '2026-11-21',
      reserve: { amount: 250.5, mode: 'manual', source: 'Bank letter', asOf: '2026-11-21T09:00:00.000Z' },
      balances: 0,
      netFlowPerDay: 0,
      directPerDay: 0,
      runway: null,
      runwayWithDeposits: null,
      total: { trading: 0, level: 0, capital: 0, total: 0 },
    });
    expect(manual.docs).toHaveLength(90);
    expect(manual.docs.at(-1)).toEqual({
      day: '2027-02-18',
      trading: 0,
      level: 0,
      capital: 0,
      total: 0,
      cumulative: 0,
      cover: 250.5,
      coverWithDeposits: 250.5,
    });

    await chainModeWithoutNode();
    const none = dataOf(await call(t, routes.adminReportObligations, { token: operator }));
    expect(none.reserve).toMatchObject({ amount: 0, mode: 'chain', asOf: null });
    expect(none.runway).toBeNull();

    await saveSettings(t, operator, { reserveMode: 'manual' });
    const taken = await takeSnapshot(t.ctx, { trigger: 'operator' });
    t.clock.advanceSeconds(3600);
    await chainModeWithoutNode();
    const fallback = dataOf(await call(t, routes.adminReportObligations, { token: operator }));
    expect(fallback.reserve).toEqual({
      amount: 250.5,
      mode: 'manual',
      source: 'Bank letter',
      asOf: taken?.takenAt.toISOString(),
    });
    await saveSettings(t, operator, { reserveMode: 'manual' });
  });
});
