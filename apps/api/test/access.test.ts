import { randomUUID } from 'node:crypto';
import { type Access, allRoutes, MSG, ROLE, type RouteDef, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, get, loginToken, operatorToken, post, type TestContext } from './helper';

let t: TestContext;

type Kind = Exclude<Access, 'public'>;
const KINDS: Kind[] = ['member', 'vendor', 'admin'];
const PROFILE = routes.profile.member.path;
const unauthenticated = { success: false, message: MSG.unauthenticated, code: 'UNAUTHENTICATED' };
const forbidden = { success: false, message: MSG.forbidden, code: 'FORBIDDEN' };
const protectedRoutes = allRoutes().filter((route) => route.access !== 'public');

/** A fresh session of the given kind: member and vendor through signinSeller, operator through the e-mailed code. */
async function freshToken(kind: Kind) {
  if (kind === 'admin') return operatorToken(t, await createMember(t, { role: ROLE.admin }));
  const account = await createMember(t, { role: kind === 'vendor' ? ROLE.vendor : ROLE.user });
  return loginToken(t, account);
}

/** Calls a route of the table with an empty body and a random uuid for every path parameter. */
async function call(route: RouteDef, authorization?: string, method: string = route.method) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: route.path.replace(/:\w+/g, () => randomUUID()),
    headers: authorization ? { authorization } : {},
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as Record<string, unknown>) : null };
}

let tokens: Record<Kind, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = { member: await freshToken('member'), vendor: await freshToken('vendor'), admin: await freshToken('admin') };
});
afterAll(() => t.close());

it('the contract has protected routes for every kind of token', () => {
  for (const kind of KINDS)
    expect(
      protectedRoutes.some((route) => route.access === kind),
      kind,
    ).toBe(true);
});

describe.each(protectedRoutes.map((route) => [`${route.method} ${route.path} (${route.access})`, route] as const))(
  '%s',
  (_name, route) => {
    it('answers 401 UNAUTHENTICATED without a token', async () => {
      expect(await call(route)).toEqual({ status: 401, body: unauthenticated });
      if (route.method === 'GET') expect((await call(route, undefined, 'HEAD')).status).toBe(401);
    });

    it('answers 401 to a garbage bearer, an unknown well-formed token and another scheme', async () => {
      const garbage = [
        'Bearer garbage',
        `Bearer ${'A'.repeat(43)}`,
        `Basic ${tokens[route.access as Kind]}`,
        'Bearer ',
      ];
      for (const authorization of garbage) {
        expect(await call(route, authorization), authorization).toEqual({ status: 401, body: unauthenticated });
      }
    });

    it('answers 403 FORBIDDEN to a valid token of every other kind', async () => {
      for (const kind of KINDS.filter((other) => other !== route.access)) {
        expect(await call(route, `Bearer ${tokens[kind]}`), kind).toEqual({ status: 403, body: forbidden });
      }
    });

    it('lets a token of its own kind through', async () => {
      const response = await call(route, `Bearer ${await freshToken(route.access as Kind)}`);
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    });
  },
);

describe('log-out', () => {
  it('revokes the token sent and leaves another session of the same member working', async () => {
    const member = await createMember(t);
    const first = await loginToken(t, member);
    const second = await loginToken(t, member);
    const out = await post(t, routes.logout.member.path, {}, first);
    expect(out).toEqual({ status: 200, body: { success: true, message: MSG.logoutDone } });
    expect(await get(t, PROFILE, first)).toEqual({ status: 401, body: unauthenticated });
    expect((await post(t, routes.logout.member.path, {}, first)).status).toBe(401);
    expect(await get(t, PROFILE, second)).toMatchObject({ status: 200, body: { data: { _id: member.id } } });
  });

  it('revokes vendor and operator tokens at their own log-out routes', async () => {
    const vendorToken = await freshToken('vendor');
    expect((await post(t, routes.logout.vendor.path, {}, vendorToken)).status).toBe(200);
    expect((await get(t, routes.profile.vendor.path, vendorToken)).status).toBe(401);
    const adminToken = await freshToken('admin');
    expect((await post(t, routes.operatorLogout.path, {}, adminToken)).status).toBe(200);
    expect((await get(t, routes.operatorProfile.path, adminToken)).status).toBe(401);
  });
});

describe('GET /sellerApi/getprofile', () => {
  it("answers each member's own profile", async () => {
    const a = await createMember(t, { fullName: 'Anita Own' });
    const b = await createMember(t, { fullName: 'Bala Own' });
    const profileA = await get(t, PROFILE, await loginToken(t, a));
    const profileB = await get(t, PROFILE, await loginToken(t, b));
    expect(profileA).toMatchObject({ status: 200, body: { success: true, message: MSG.profileLoaded } });
    expect(profileA.body.data).toMatchObject({ _id: a.id, fullName: 'Anita Own', email: a.email, referId: a.referId });
    expect(profileB.body.data).toMatchObject({ _id: b.id, fullName: 'Bala Own', email: b.email, referId: b.referId });
  });

  it('answers a vendor its own profile at /vendorApi/getprofile', async () => {
    const vendor = await createMember(t, { role: ROLE.vendor, fullName: 'Vani Vendor' });
    const profile = await get(t, routes.profile.vendor.path, await loginToken(t, vendor));
    expect(profile.body.data).toMatchObject({ _id: vendor.id, fullName: 'Vani Vendor', role: 'Vendor' });
  });

  it('names the sponsor and counts the members 1, 2 and 3 levels below (not 4)', async () => {
    const root = await createMember(t, { fullName: 'Root Sponsor' });
    const left = await createMember(t, { fullName: 'Left One', sponsorId: root.id });
    const right = await createMember(t, { sponsorId: root.id });
    const leftA = await createMember(t, { sponsorId: left.id });
    await createMember(t, { sponsorId: left.id });
    await createMember(t, { sponsorId: right.id });
    const third = await createMember(t, { sponsorId: leftA.id });
    await createMember(t, { sponsorId: third.id });

    const rootProfile = await get(t, PROFILE, await loginToken(t, root));
    expect(rootProfile.body.data).toMatchObject({ sponsorName: null, team_a: 2, team_b: 3, team_c: 1 });
    const leftProfile = await get(t, PROFILE, await loginToken(t, left));
    expect(leftProfile.body.data).toMatchObject({ sponsorName: 'Root Sponsor', team_a: 2, team_b: 1, team_c: 1 });
    const leftAProfile = await get(t, PROFILE, await loginToken(t, leftA));
    expect(leftAProfile.body.data).toMatchObject({ sponsorName: 'Left One', team_a: 1, team_b: 1, team_c: 0 });
  });
});

// These move the clock forward, so they come last.
describe('session expiry', () => {
  it('ends a member session after SESSION_TTL_HOURS (168 h)', async () => {
    const token = await freshToken('member');
    t.clock.advanceSeconds(168 * 3600 - 60);
    expect((await get(t, PROFILE, token)).status).toBe(200);
    t.clock.advanceSeconds(60);
    expect(await get(t, PROFILE, token)).toEqual({ status: 401, body: unauthenticated });
  });

  it('ends an operator session after 12 h', async () => {
    const token = await freshToken('admin');
    t.clock.advanceSeconds(12 * 3600 - 60);
    expect((await get(t, routes.operatorProfile.path, token)).status).toBe(200);
    t.clock.advanceSeconds(60);
    expect(await get(t, routes.operatorProfile.path, token)).toEqual({ status: 401, body: unauthenticated });
  });
});
