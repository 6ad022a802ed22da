import { routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { SessionCache } from '../../../src/core/session-cache';
import { sessionRevocations, sessions } from '../../../src/db/schema';
import { REVOCATION_POLL_MS, startRevocationFeed } from '../../../src/modules/sessions/revocation-feed';
import { call, newOperatorToken, signedInMember, type TestContext, useTestApp } from '../../helper';

// Two processes of the server on one database: `t` and a second app with a session cache of its own
// (decision 013: each process checks sessions from memory and learns of revocations from the feed).
const t = useTestApp();
let other: App;
let otherT: TestContext;

beforeAll(async () => {
  other = await buildApp({ ctx: { ...t.ctx, sessions: new SessionCache() } });
  otherT = { ...t, app: other };
});
afterAll(() => other.close());

async function profileStatus(on: TestContext, token: string) {
  return (await call(on, routes.profile.member, { token })).status;
}

/** Polls until the answer is `status`, and says how long that took, or fails past `withinMs`. */
async function untilStatus(on: TestContext, token: string, status: number, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await profileStatus(on, token)) === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`still not ${status} after ${withinMs} ms`);
}

describe('sessions checked from memory', () => {
  it('a log-out on one process ends the session on another at once, by notification', async () => {
    const { token } = await signedInMember(t);
    expect(await profileStatus(otherT, token)).toBe(200);
    expect((await call(t, routes.logout.member, { token })).status).toBe(200);
    expect(await profileStatus(t, token)).toBe(401);
    await untilStatus(otherT, token, 401, REVOCATION_POLL_MS / 2);
  });

  it('the notification alone tells a process, without waiting for its poll', async () => {
    const { token, ...member } = await signedInMember(t);
    const cache = new SessionCache();
    const feed = await startRevocationFeed(t.ctx.db, cache, 3_600_000);
    try {
      cache.set(
        'a-token-hash',
        { userId: member.id, sessionId: 'a-session', role: 'User', operatorRole: null, locale: null, signedInBy: null },
        new Date('2099-01-01'),
      );
      expect((await call(t, routes.logout.member, { token })).status).toBe(200);
      const deadline = Date.now() + 1_000;
      while (cache.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(cache.size).toBe(0);
    } finally {
      await feed.stop();
    }
  });

  it('a revocation whose notification was lost ends the session within the poll interval', async () => {
    const { token, ...member } = await signedInMember(t);
    expect(await profileStatus(otherT, token)).toBe(200);
    // Revoked in the database behind both processes' backs: the cached session still answers, which is the cache.
    await t.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, member.id));
    expect(await profileStatus(otherT, token)).toBe(200);
    // The feed row without its NOTIFY, as when the listening connection was down.
    await t.ctx.db.insert(sessionRevocations).values({ userId: member.id });
    const tookMs = await untilStatus(otherT, token, 401, REVOCATION_POLL_MS + 1_000);
    expect(tookMs).toBeLessThanOrEqual(REVOCATION_POLL_MS + 500);
  });

  it('a blocked member is signed out on every process', async () => {
    const { token, ...member } = await signedInMember(t);
    const operator = await newOperatorToken(t);
    expect(await profileStatus(otherT, token)).toBe(200);
    const blocked = await call(t, routes.adminMemberBlock, {
      token: operator,
      params: { _id: member.id },
      body: { reason: 'Testing the session cache' },
    });
    expect(blocked.status).toBe(200);
    await untilStatus(otherT, token, 401, REVOCATION_POLL_MS / 2);
    expect(await profileStatus(t, token)).toBe(401);
  });
});

describe('SessionCache', () => {
  const auth = (userId: string, sessionId: string) => ({
    userId,
    sessionId,
    role: 'User' as const,
    operatorRole: null,
    locale: null,
    signedInBy: null,
  });
  const now = new Date('2026-11-24T12:00:00Z');
  const later = new Date('2026-11-24T13:00:00Z');

  it('forgets a session at its expiry', () => {
    const cache = new SessionCache();
    cache.set('a', auth('u1', 's1'), later);
    expect(cache.get('a', now)).toEqual(auth('u1', 's1'));
    expect(cache.get('a', later)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("drops every session of an account and only that account's", () => {
    const cache = new SessionCache();
    cache.set('a', auth('u1', 's1'), later);
    cache.set('b', auth('u1', 's2'), later);
    cache.set('c', auth('u2', 's3'), later);
    cache.dropUser('u1');
    expect(cache.get('a', now)).toBeNull();
    expect(cache.get('b', now)).toBeNull();
    expect(cache.get('c', now)).not.toBeNull();
  });

  it('holds at most its limit, the oldest going first', () => {
    const cache = new SessionCache(2);
    cache.set('a', auth('u1', 's1'), later);
    cache.set('b', auth('u2', 's2'), later);
    cache.set('c', auth('u3', 's3'), later);
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeNull();
    expect(cache.get('c', now)).not.toBeNull();
  });
});
