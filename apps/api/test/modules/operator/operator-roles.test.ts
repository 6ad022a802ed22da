import {
  fillMessage,
  MSG_PATTERNS,
  OPERATOR_ROLES,
  type OperatorRole,
  pathWith,
  ROLE,
  type RouteDef,
  routes,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { call, createMember, dataOf, nextClientIp, operatorToken, useTestApp } from '../../helper';

// Each operator has one role, and every console call names the roles that may make it: a call outside the role is
// refused with 403 naming the role, before its body is read, and audited (docs/decisions/020-operator-roles.md).

const t = useTestApp();
const tokens = {} as Record<OperatorRole, string>;
const ids = {} as Record<OperatorRole, string>;

function operatorRoutes(): [string, RouteDef][] {
  return (Object.entries(routes) as [string, RouteDef | Record<string, RouteDef>][]).filter(
    (entry): entry is [string, RouteDef] => 'path' in entry[1] && entry[1].access === 'admin',
  );
}

beforeAll(async () => {
  for (const role of OPERATOR_ROLES) {
    const account = await createMember(t, { role: ROLE.admin, operatorRole: role, fullName: `Role ${role}` });
    ids[role] = account.id;
    tokens[role] = await operatorToken(t, account);
  }
});

describe('operator roles', () => {
  it('names the roles of every operator route, and the owner may make every call', () => {
    for (const [name, def] of operatorRoutes()) {
      expect(def.roles?.length, name).toBeGreaterThan(0);
      expect(def.roles, name).toContain('owner');
    }
  });

  it('lets every role sign out', () => {
    expect(routes.operatorLogout.roles).toEqual(OPERATOR_ROLES);
  });

  it('answers the role on the profile', async () => {
    for (const role of OPERATOR_ROLES) {
      const profile = dataOf(await call(t, routes.operatorProfile, { token: tokens[role] }));
      expect(profile).toMatchObject({ _id: ids[role], role: ROLE.admin, operatorRole: role });
    }
  });

  it('refuses every call outside the role with 403 naming it, whatever the body; lets every call inside it through', async () => {
    // Signing out would end the session the rest of the table uses: its roles are every role, as the first test says.
    for (const [name, def] of operatorRoutes().filter(([name]) => name !== 'operatorLogout')) {
      for (const role of OPERATOR_ROLES) {
        const allowed = def.roles?.includes(role) ?? false;
        // Ids that exist nowhere and an empty body: an allowed call is refused for them, never for the role.
        const url = pathWith(def.path, { _id: '00000000-0000-4000-8000-000000000000' });
        const answer = await t.app.inject({
          method: def.method,
          url,
          headers: { authorization: `Bearer ${tokens[role]}` },
          remoteAddress: nextClientIp(),
          ...(def.method === 'POST' || def.method === 'PUT' ? { payload: {} } : {}),
        });
        const refusedForRole =
          answer.statusCode === 403 && answer.json().message === fillMessage(MSG_PATTERNS.roleForbidden, { role });
        expect({ name, role, refused: refusedForRole }).toEqual({ name, role, refused: !allowed });
        if (!allowed) expect(answer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
  });

  it('audits a refused call with the operator, the role and the route', async () => {
    const answer = await call(t, routes.adminWithdrawals, { token: tokens.content });
    expect(answer.status).toBe(403);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.forbidden'), eq(auditLog.actorId, ids.content)));
    expect(rows).toContainEqual(
      expect.objectContaining({
        targetType: 'route',
        targetId: `GET ${routes.adminWithdrawals.path}`,
        details: { role: 'content' },
      }),
    );
  });

  it('shows an owner every action in the audit log, any other role only its own', async () => {
    const all = dataOf(await call(t, routes.adminAudit, { token: tokens.owner }));
    expect(new Set(all.docs.map((row) => row.operator?._id)).size).toBeGreaterThan(1);
    for (const role of ['finance', 'support', 'content'] as const) {
      const own = dataOf(await call(t, routes.adminAudit, { query: { operator: ids.owner }, token: tokens[role] }));
      expect(own.docs.length, role).toBeGreaterThan(0);
      expect(new Set(own.docs.map((row) => row.operator?._id)), role).toEqual(new Set([ids[role]]));
    }
  });
});
