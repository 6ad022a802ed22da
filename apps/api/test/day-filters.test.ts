import { DAY_EARLIEST, DAY_LATEST, MSG, type RouteDef, routes } from '@app/contract';
import { MESSAGE_TABLES } from '@app/contract/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { newOperatorToken, signedInMember, useTestApp } from './helper';

// The days a date filter takes (packages/contract/src/fields.ts, dayField): 2000-01-01 to 9999-12-31. JavaScript's
// dates take year 0 and PostgreSQL's do not, so `from=0000-01-01` failed the statement and answered 500 on every route
// that filters by day. Each such route is called here on the real server and database.

const t = useTestApp();
let member: string;
let operator: string;

beforeAll(async () => {
  member = (await signedInMember(t)).token;
  operator = await newOperatorToken(t);
});

/** Every route a day filter reaches, with the token that may call it. */
const filtered = (): [string, RouteDef, () => string][] => [
  ['the statement', routes.statement.member, () => member],
  ['the statement as CSV', routes.statementCsv.member, () => member],
  ['the audit log', routes.adminAudit, () => operator],
  ['the flows report', routes.adminReportFlows, () => operator],
  ['the flows report as CSV', routes.adminReportFlowsCsv, () => operator],
];

function get(route: RouteDef, token: string, query: Record<string, string>, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `${route.path}?${new URLSearchParams(query)}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

describe('a day filter out of range', () => {
  it.each(filtered())('answers 400 with its message on %s, never 500', async (_label, route, token) => {
    const queries: Record<string, string>[] = [
      { from: '0000-01-01' },
      { to: '0000-01-01' },
      { from: '0000-01-01', to: '2026-11-01' },
      { from: '1999-12-31' },
      { to: '1999-12-31' },
    ];
    for (const query of queries) {
      const answer = await get(route, token(), query);
      expect({ query, status: answer.statusCode, body: answer.json() }).toEqual({
        query,
        status: 400,
        body: { success: false, message: MSG.dayOutOfRange, code: 'VALIDATION' },
      });
    }
    // A malformed day keeps its own message.
    expect((await get(route, token(), { from: '00000-01-01' })).json().message).toBe(MSG.dayInvalid);
  });

  it('says so in Spanish and Hindi', async () => {
    for (const language of ['es', 'hi'] as const) {
      const answer = await get(routes.statement.member, member, { from: '0000-01-01' }, language);
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({
        status: 400,
        message: MESSAGE_TABLES[language].MSG.dayOutOfRange,
      });
      expect(MESSAGE_TABLES[language].MSG.dayOutOfRange).not.toBe(MSG.dayOutOfRange);
    }
  });
});

describe('a day filter at the ends of the range', () => {
  it.each(filtered())('is taken on %s', async (label, route, token) => {
    // The flows report covers at most 366 days: its ranges sit at each end of the years taken.
    const ranges: Record<string, string>[] = label.startsWith('the flows')
      ? [
          { from: DAY_EARLIEST, to: '2000-12-31' },
          { from: '9999-01-01', to: DAY_LATEST },
        ]
      : [{ from: DAY_EARLIEST, to: DAY_LATEST }, { from: DAY_LATEST }, { to: DAY_EARLIEST }];
    for (const query of ranges) {
      const answer = await get(route, token(), query);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 200 });
    }
  });
});
