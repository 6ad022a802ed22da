import { randomUUID } from 'node:crypto';
import { allRoutes, JSON_MAX_DEPTH, MSG, pathWith, ROLE, type RouteDef, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginToken, nextClientIp, operatorToken, useTestApp } from '../helper';

// JSON bodies (docs/product.md#security): one body limit for every route, the identity check's upload included, and
// nesting deeper than any request needs refused before JSON.parse runs.

const t = useTestApp();
const tokens: Partial<Record<RouteDef['access'], string>> = {};

beforeAll(async () => {
  tokens.member = await loginToken(t, await createMember(t));
  tokens.vendor = await loginToken(t, await createMember(t, { role: ROLE.vendor }));
  tokens.admin = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

/** Sends raw text as the route's JSON body, with the token of the route's own caller and made-up ids. */
async function sendJson(route: RouteDef, payload: string) {
  const token = tokens[route.access];
  const response = await t.app.inject({
    method: route.method,
    url: pathWith(route.path, { _id: randomUUID(), id: randomUUID() }),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextClientIp(),
    payload,
  });
  return { status: response.statusCode, body: response.json() as { message: string; code: string } };
}

const nestedArrays = (depth: number) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const readsBody = (route: RouteDef) => route.method !== 'GET';

describe('one body limit', () => {
  it('refuses a JSON body one byte over BODY_LIMIT_BYTES on every route that reads a body, before reading it', async () => {
    const limit = t.ctx.config.BODY_LIMIT_BYTES;
    const overLimit = `{"x":"${'a'.repeat(limit - 7)}"}`;
    expect(overLimit.length).toBe(limit + 1);
    const answers = [];
    for (const route of allRoutes().filter(readsBody)) {
      const { status, body } = await sendJson(route, overLimit);
      answers.push({ route: `${route.method} ${route.path}`, status, code: body.code });
    }
    // The identity check's upload takes no JSON at all; a ticket's takes JSON under the same limit.
    const expected = (route: RouteDef) =>
      route.upload && !route.upload.json
        ? { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }
        : { status: 413, code: 'PAYLOAD_TOO_LARGE' };
    expect(answers).toEqual(
      allRoutes()
        .filter(readsBody)
        .map((route) => ({ route: `${route.method} ${route.path}`, ...expected(route) })),
    );
  });
});

describe('JSON nesting', () => {
  const tooDeep = { status: 400, body: { success: false, message: MSG.jsonTooDeep, code: 'BAD_JSON' } };

  it(`refuses a body nested past ${JSON_MAX_DEPTH} levels with 400 BAD_JSON, and takes one at ${JSON_MAX_DEPTH}`, async () => {
    // The body's own object is the first level.
    expect(await sendJson(routes.login, nestedArrays(JSON_MAX_DEPTH))).toEqual(tooDeep);
    const atMaximum = await sendJson(routes.login, nestedArrays(JSON_MAX_DEPTH - 1));
    expect(atMaximum.status).toBe(400);
    expect(atMaximum.body.code).toBe('VALIDATION');
  });

  it('refuses 64 KB of nested arrays on every route that reads a body (an upload without JSON refuses any)', async () => {
    const body = nestedArrays((t.ctx.config.BODY_LIMIT_BYTES - 6) / 2);
    expect(body.length).toBe(t.ctx.config.BODY_LIMIT_BYTES);
    for (const route of allRoutes().filter(readsBody)) {
      const answer = await sendJson(route, body);
      if (route.upload && !route.upload.json) expect(answer.status, route.path).toBe(415);
      else expect(answer, `${route.method} ${route.path}`).toEqual(tooDeep);
    }
  });

  it('counts no bracket inside a string, and still refuses a poisoned prototype', async () => {
    const inString = await sendJson(routes.login, JSON.stringify({ email: '['.repeat(1000), password: '{"\\' }));
    expect(inString.body.code).toBe('VALIDATION');
    expect(await sendJson(routes.login, '{"email":"a@example.test","__proto__":{"isAdmin":true}}')).toEqual({
      status: 400,
      body: { success: false, message: MSG.badJson, code: 'BAD_JSON' },
    });
  });
});
