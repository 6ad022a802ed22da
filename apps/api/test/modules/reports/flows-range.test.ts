import { byKind, EARNING_KINDS, FLOWS_MAX_DAYS, MSG, REPORTS_MSG, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { call, dataOf, fundMember, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../../helper';

// The flows report's range: 30 days up to today by default, every day present, and the contract's messages for a
// range the wrong way round, one too long and a malformed day. The clock is at 09:00 UTC on 21 Nov, still 20 Nov in
// Honolulu.
const t = useTestApp();

describe('GET /adminApi/reports/flows', () => {
  it('covers the 30 platform days up to today by default, a day without movement as zeros', async () => {
    const operator = await newOperatorToken(t);
    await saveSettings(t, operator, { timezone: 'Pacific/Honolulu' });
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 75.25 });

    const flows = dataOf(await call(t, routes.adminReportFlows, { token: operator }));
    expect(flows.from).toBe('2026-10-22');
    expect(flows.to).toBe('2026-11-20');
    expect(flows.docs).toHaveLength(30);
    expect(flows.docs.map((day) => day.day)).toEqual(
      Array.from({ length: 30 }, (_, index) =>
        new Date(Date.parse('2026-10-22T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10),
      ),
    );
    const zero = { deposits: 0, withdrawals: 0, fees: 0, ...byKind(EARNING_KINDS, () => 0) };
    expect(
      flows.docs.slice(0, 29).every((day) => JSON.stringify({ ...day, day: undefined }) === JSON.stringify(zero)),
    ).toBe(true);
    expect(flows.docs[29]).toEqual({ ...zero, day: '2026-11-20', deposits: 75.25 });
    expect(flows.total).toEqual({ ...zero, deposits: 75.25 });

    // Only `to`: the 30 days up to it; only `from`: from it to today; one day; the longest range.
    const upTo = dataOf(await call(t, routes.adminReportFlows, { query: { to: '2026-11-19' }, token: operator }));
    expect([upTo.from, upTo.to, upTo.docs.length, upTo.total.deposits]).toEqual(['2026-10-21', '2026-11-19', 30, 0]);
    const since = dataOf(await call(t, routes.adminReportFlows, { query: { from: '2026-11-18' }, token: operator }));
    expect([since.from, since.to, since.docs.length, since.total.deposits]).toEqual([
      '2026-11-18',
      '2026-11-20',
      3,
      75.25,
    ]);
    const one = dataOf(
      await call(t, routes.adminReportFlows, { query: { from: '2026-11-20', to: '2026-11-20' }, token: operator }),
    );
    expect(one.docs).toEqual([{ ...zero, day: '2026-11-20', deposits: 75.25 }]);
    const longest = dataOf(
      await call(t, routes.adminReportFlows, { query: { from: '2025-11-20', to: '2026-11-20' }, token: operator }),
    );
    expect(longest.docs).toHaveLength(FLOWS_MAX_DAYS);
    // The future is no error: its days are zeros.
    const ahead = dataOf(
      await call(t, routes.adminReportFlows, { query: { from: '2026-12-01', to: '2026-12-02' }, token: operator }),
    );
    expect(ahead.docs).toEqual([
      { ...zero, day: '2026-12-01' },
      { ...zero, day: '2026-12-02' },
    ]);
  });

  it.each([
    ['ends before it starts', { from: '2026-11-10', to: '2026-11-09' }],
    ['holds 367 days', { from: '2025-11-19', to: '2026-11-20' }],
    ['starts after today without an end', { from: '2026-12-01' }],
  ])('refuses a range that %s, the CSV twin too', async (_, query) => {
    const operator = await newOperatorToken(t);
    for (const route of [routes.adminReportFlows, routes.adminReportFlowsCsv]) {
      const refused = await call(t, route, { query, token: operator });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: REPORTS_MSG.flowsRangeInvalid, code: 'VALIDATION' });
    }
  });

  it.each([['2026-11-31'], ['21-11-2026'], ['yesterday']])(
    'refuses the day %s with the contract message',
    async (day) => {
      const operator = await newOperatorToken(t);
      for (const query of [{ from: day }, { to: day }]) {
        const refused = await call(t, routes.adminReportFlows, { query, token: operator });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ success: false, message: MSG.dayInvalid });
      }
    },
  );
});
