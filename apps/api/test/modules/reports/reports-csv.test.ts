import { EARNING_KINDS, type RouteDef, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  signedInMember,
  type TestContext,
  useTestApp,
} from '../../helper';

// Each report's CSV twin: text/csv as a download, a header naming the JSON rows' fields in the contract's order, and
// a line per row with the very numbers the JSON answers (null an empty cell), a name a spreadsheet would run as a
// formula made harmless.
const t = useTestApp();

async function download(ctx: TestContext, route: RouteDef, token: string, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${route.path}${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    disposition: response.headers['content-disposition'],
    lines: response.body.split('\r\n'),
  };
}

/** What the CSV holds for a JSON value: its text as JSON writes a number, empty for null, a formula quoted. */
function cellOf(value: unknown): string {
  if (value === null) return '';
  const text = String(value);
  return /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

function expectSameRows(lines: string[], header: string, docs: Record<string, unknown>[]) {
  expect(lines[0]).toBe(header);
  const columns = header.split(',');
  expect(lines.slice(1)).toEqual([...docs.map((doc) => columns.map((column) => cellOf(doc[column])).join(',')), '']);
}

describe('the reports as CSV', () => {
  it('answer the JSON rows, the same numbers, under the field names', async () => {
    const operator = await newOperatorToken(t);
    const plan = await createPackage(t, operator, {
      title: 'Odd plan',
      price: 100,
      maxPrice: 900,
      yield: 1.25,
      maturity: 7,
      handlingFee: 1.5,
    });
    // The sponsor holds no order: it earns the direct income, not level income.
    const sponsor = await signedInMember(t, { fullName: '=SUM(A1:A2)' });
    const member = await signedInMember(t, { sponsorId: sponsor.id, fullName: 'Plain Member' });
    await fundMember(t, { token: member.token, operator, amount: 500 });
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId: plan, amount: 333.33, payment_mode_name: 'wallet' },
      token: member.token,
    });
    expect(bought.status, bought.body.message).toBe(200);
    expect((await call(t, routes.claimProfit.member, { token: member.token })).status).toBe(200);

    const obligations = dataOf(await call(t, routes.adminReportObligations, { token: operator }));
    const obligationsCsv = await download(t, routes.adminReportObligationsCsv, operator);
    expect(obligationsCsv.status).toBe(200);
    expect(obligationsCsv.type).toBe('text/csv; charset=utf-8');
    expect(obligationsCsv.disposition).toBe('attachment; filename="obligations-2026-11-21.csv"');
    expectSameRows(
      obligationsCsv.lines,
      'day,trading,level,capital,total,cumulative,cover,coverWithDeposits',
      obligations.docs,
    );
    // 333.33 x 1.25 % a day, rounded down to the micro-USDT: six decimals in both.
    expect(obligationsCsv.lines[2]?.split(',')[1]).toBe('4.166625');

    const packages = dataOf(await call(t, routes.adminReportPackages, { token: operator }));
    const packagesCsv = await download(t, routes.adminReportPackagesCsv, operator);
    expectSameRows(packagesCsv.lines, '_id,title,status,sold,takenIn,fees,paidOut,owed,payoutRatio', packages.docs);
    expect(packages.docs.find((row) => row._id === plan)).toMatchObject({ takenIn: 333.33, fees: 4.99995 });

    const cohorts = dataOf(await call(t, routes.adminReportCohorts, { token: operator }));
    expectSameRows(
      (await download(t, routes.adminReportCohortsCsv, operator)).lines,
      'month,members,invested,reinvested1,reinvested3,reinvested6,deposited,withdrew',
      cohorts.docs,
    );

    const query = { from: '2026-11-01', to: '2026-11-21' };
    const flows = dataOf(await call(t, routes.adminReportFlows, { query, token: operator }));
    const flowsCsv = await download(t, routes.adminReportFlowsCsv, operator, '?from=2026-11-01&to=2026-11-21');
    expect(flowsCsv.disposition).toBe('attachment; filename="flows-2026-11-01-2026-11-21.csv"');
    // A column per kind of income, in the contract's order: trading, level, direct, reward, bonus.
    expectSameRows(flowsCsv.lines, ['day,deposits,withdrawals,fees', ...EARNING_KINDS].join(','), flows.docs);
    const paid: Partial<Record<(typeof EARNING_KINDS)[number], number>> = { trading: 4.166625, direct: 16.6665 };
    expect(flowsCsv.lines.at(-2)).toBe(
      ['2026-11-21,500,0,4.99995', ...EARNING_KINDS.map((kind) => paid[kind] ?? 0)].join(','),
    );

    const top = dataOf(await call(t, routes.adminReportTop, { token: operator }));
    const topCsv = await download(t, routes.adminReportTopCsv, operator);
    expectSameRows(topCsv.lines, '_id,fullName,referId,list,rank,amount,members', top.docs);
    expect(topCsv.lines).toContain(`${sponsor.id},'=SUM(A1:A2),${sponsor.referId},income,1,16.6665,`);
  });
});
