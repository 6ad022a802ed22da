import { fillMessage, MSG, MSG_PATTERNS, type OperatorRole, ROLE, type RouteDef, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginToken, operatorToken, useTestApp } from '../../helper';

// Who may read the reports: the owner and finance, JSON and CSV alike; support and content are refused (403, audited
// as any other operator route), a member's or a vendor's token is the wrong kind (403) and no token is a 401.
const t = useTestApp();

const REPORT_ROUTES: [string, RouteDef][] = [
  ['obligations', routes.adminReportObligations],
  ['obligations.csv', routes.adminReportObligationsCsv],
  ['packages', routes.adminReportPackages],
  ['packages.csv', routes.adminReportPackagesCsv],
  ['cohorts', routes.adminReportCohorts],
  ['cohorts.csv', routes.adminReportCohortsCsv],
  ['flows', routes.adminReportFlows],
  ['flows.csv', routes.adminReportFlowsCsv],
  ['top', routes.adminReportTop],
  ['top.csv', routes.adminReportTopCsv],
];

async function get(route: RouteDef, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: route.path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
}

const tokens: Partial<Record<OperatorRole | 'member' | 'vendor', string>> = {};

beforeAll(async () => {
  for (const role of ['owner', 'finance', 'support', 'content'] as const) {
    tokens[role] = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: role }));
  }
  tokens.member = await loginToken(t, await createMember(t));
  const vendor = await createMember(t, { role: ROLE.vendor });
  tokens.vendor = await loginToken(t, vendor);
});

describe('the reports routes', () => {
  it.each(REPORT_ROUTES)('%s answers the owner and finance', async (_, route) => {
    for (const role of ['owner', 'finance'] as const) {
      const answer = await get(route, tokens[role]);
      expect(answer.status, `${role}: ${answer.body}`).toBe(200);
      if (route.produces) expect(answer.type).toBe('text/csv; charset=utf-8');
      else expect(JSON.parse(answer.body)).toMatchObject({ success: true, message: 'Report loaded' });
    }
  });

  it.each(REPORT_ROUTES)('%s refuses support, content, members, vendors and no token', async (_, route) => {
    for (const role of ['support', 'content'] as const) {
      const answer = await get(route, tokens[role]);
      expect(answer.status, role).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: fillMessage(MSG_PATTERNS.roleForbidden, { role }),
        code: 'FORBIDDEN',
      });
    }
    for (const caller of ['member', 'vendor'] as const) {
      const answer = await get(route, tokens[caller]);
      expect(answer.status, caller).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: MSG.forbidden, code: 'FORBIDDEN' });
    }
    const anonymous = await get(route);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({
      success: false,
      message: MSG.unauthenticated,
      code: 'UNAUTHENTICATED',
    });
  });
});
