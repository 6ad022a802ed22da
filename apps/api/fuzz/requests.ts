import type { Access } from '@app/contract';
import fc from 'fast-check';
import { hostileForm, validForm } from './forms';
import { type FuzzRoute, type JsonSchema, routeKey } from './openapi';
import {
  BROKEN_JSON,
  type FieldContext,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  hostileValue,
  idKindFor,
  JUNK_QUERIES,
  type Pools,
  toJson,
  uuidValue,
  validObject,
  validValue,
  WRONG_CONTENT_TYPES,
  WRONG_SHAPES,
} from './values';

/**
 * Who sends a case. `operator` is an owner, whom every operator route admits; `finance`, `support` and `content` are
 * operators of the other roles (docs/decisions/020-operator-roles.md), refused 403 on the routes outside theirs.
 */
export type FuzzRole = 'anonymous' | 'member' | 'vendor' | 'operator' | 'finance' | 'support' | 'content';
export const FUZZ_ROLES: readonly FuzzRole[] = [
  'anonymous',
  'member',
  'vendor',
  'operator',
  'finance',
  'support',
  'content',
];
/** The roles whose sessions are operators' (signed in with a mailed code). */
export const OPERATOR_FUZZ_ROLES: readonly FuzzRole[] = ['operator', 'finance', 'support', 'content'];
export const ROLE_FOR_ACCESS: Record<Access, FuzzRole> = {
  public: 'anonymous',
  member: 'member',
  vendor: 'vendor',
  admin: 'operator',
};

export type AuthForm = 'bearer' | 'garbage' | 'basic' | 'lowercase' | 'padded' | 'long' | 'unknown-token';
const ODD_AUTH_FORMS: readonly AuthForm[] = ['garbage', 'basic', 'lowercase', 'padded', 'long', 'unknown-token'];

/** What a case breaks; everything else in it is what a well-behaved client would send. */
export type Focus = 'valid' | 'body' | 'path' | 'query' | 'role' | 'auth' | 'method' | 'url' | 'chaos' | 'step 2';

export interface FuzzCase {
  route: FuzzRoute;
  focus: Focus;
  role: FuzzRole;
  auth: AuthForm;
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** The body before it became text, so a successful step 1 can prepare its step 2. */
  body?: unknown;
  note: string;
}

interface BodyPart {
  contentType?: string;
  payload?: string | Buffer;
  body?: unknown;
  note: string;
}

const weighted = <T>(...entries: [number, fc.Arbitrary<T> | undefined][]) =>
  fc.oneof(...entries.flatMap(([weight, arbitrary]) => (arbitrary && weight > 0 ? [{ weight, arbitrary }] : [])));

const asJson = (body: unknown, note: string): BodyPart => ({
  contentType: 'application/json',
  payload: toJson(body),
  body,
  note,
});

/** POST and PUT carry a JSON body; GET and DELETE name what they read or remove in the path and query. */
const takesBody = (route: FuzzRoute) => route.method === 'POST' || route.method === 'PUT';

const EMPTY_OBJECT: JsonSchema = { type: 'object', properties: {} };

function validBody(route: FuzzRoute, pools: Pools): fc.Arbitrary<BodyPart> {
  if (!takesBody(route)) return fc.constant({ note: '' });
  if (route.form) return validForm(route.form, { path: route.path, field: '', pools });
  if (!route.body) {
    return fc.constantFrom<BodyPart>(
      { contentType: 'application/json', payload: '{}', body: {}, note: '' },
      { note: '' },
    );
  }
  const flows = pools.flows.get(routeKey(route)) ?? [];
  const examples = pools.examples.get(routeKey(route)) ?? [];
  const priced = [...pools.prices.entries()];
  const purchase =
    route.path.endsWith('/purchasePackage') && priced.length
      ? fc
          .constantFrom(...priced)
          .map(([packageId, price]) =>
            asJson({ packageId, amount: price, payment_mode_name: 'wallet' }, 'at its price'),
          )
      : undefined;
  return weighted<BodyPart>(
    [2, validObject(route.body, { path: route.path, field: '', pools }).map((body) => asJson(body, ''))],
    [flows.length ? 3 : 0, flows.length ? fc.constantFrom(...flows).map((body) => asJson(body, 'step 2')) : undefined],
    [
      examples.length ? 3 : 0,
      examples.length ? fc.constantFrom(...examples).map((body) => asJson(body, 'example')) : undefined,
    ],
    [3, purchase],
  );
}

const MANY_KEYS = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, index]));

const MASS_ASSIGNMENT = {
  role: 'Admin',
  isAdmin: true,
  balance: 1e9,
  status: 'success',
  userId: '00000000-0000-0000-0000-000000000001',
  creditedAmount: 1e9,
};

function hostileBody(route: FuzzRoute, pools: Pools): fc.Arbitrary<BodyPart> {
  if (route.form) return hostileForm(route.form, { path: route.path, field: '', pools });
  const schema = route.body ?? EMPTY_OBJECT;
  const at: FieldContext = { path: route.path, field: '', pools };
  const base = validObject(schema, at);
  const fields = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];

  const oneField = fields.length
    ? fc
        .tuple(base, fc.constantFrom(...fields))
        .chain(([body, [field, property]]) =>
          hostileValue(property, { ...at, field }).map((value) => asJson({ ...body, [field]: value }, `${field}: bad`)),
        )
    : undefined;
  const severalFields =
    fields.length > 1
      ? fc
          .tuple(
            base,
            fc.record(
              Object.fromEntries(fields.map(([field, property]) => [field, hostileValue(property, { ...at, field })])),
            ),
            fc.subarray(
              fields.map(([field]) => field),
              { minLength: 2 },
            ),
          )
          .map(([body, bad, chosen]) => {
            const mixed: Record<string, unknown> = { ...body };
            for (const field of chosen) mixed[field] = bad[field];
            return asJson(mixed, `${chosen.join(', ')}: bad`);
          })
      : undefined;
  const missing = required.length
    ? fc.tuple(base, fc.subarray(required, { minLength: 1 })).map(([body, dropped]) => {
        const left: Record<string, unknown> = { ...body };
        for (const field of dropped) delete left[field];
        return asJson(left, `missing ${dropped.join(', ')}`);
      })
    : undefined;
  const extra = fc
    .tuple(
      base,
      fc.oneof(
        fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 }),
        fc.constant(MASS_ASSIGNMENT),
        fc.constant(MANY_KEYS),
      ),
    )
    .map(([body, more]) => asJson({ ...more, ...body }, 'extra fields'));
  const shape = fc.constantFrom(...WRONG_SHAPES).map((body) => asJson(body, 'not an object'));
  const broken = fc
    .constantFrom(...BROKEN_JSON)
    .map((payload): BodyPart => ({ contentType: 'application/json', payload, note: 'broken JSON' }));
  const contentType = fc
    .tuple(base, fc.constantFrom(...WRONG_CONTENT_TYPES))
    .map(([body, type]): BodyPart => ({ contentType: type, payload: toJson(body), note: `content-type ${type}` }));
  const noBody = fc.constantFrom<BodyPart>(
    { contentType: 'application/json', payload: '', note: 'empty JSON body' },
    { note: 'no body' },
  );
  return weighted<BodyPart>(
    [takesBody(route) ? 30 : 0, oneField],
    [takesBody(route) ? 5 : 0, severalFields],
    [takesBody(route) ? 8 : 0, missing],
    [5, extra],
    [5, shape],
    [7, broken],
    [6, contentType],
    [takesBody(route) ? 3 : 0, noBody],
  );
}

function validSegment(route: FuzzRoute, name: string, pools: Pools): fc.Arbitrary<string> {
  if (name === 'id') {
    return fc.oneof(
      fc.constantFrom('me', 'all', '1', 'list'),
      uuidValue(pools, undefined),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 100 }).map(encodeURIComponent),
    );
  }
  return uuidValue(pools, idKindFor(route.path, name));
}

function pathPart(
  route: FuzzRoute,
  pools: Pools,
  hostile: boolean,
): fc.Arbitrary<{ segments: Record<string, string>; note: string }> {
  const names = route.pathParams.map((param) => param.name);
  const valid = fc.record(Object.fromEntries(names.map((name) => [name, validSegment(route, name, pools)])));
  if (!hostile || !names.length) return valid.map((segments) => ({ segments, note: '' }));
  return fc
    .tuple(valid, fc.constantFrom(...names), fc.constantFrom(...HOSTILE_PATH_SEGMENTS))
    .map(([segments, name, bad]) => ({ segments: { ...segments, [name]: bad }, note: `path ${name}: bad` }));
}

function queryPart(route: FuzzRoute, pools: Pools, hostile: boolean): fc.Arbitrary<{ query: string; note: string }> {
  const params = route.query;
  const valid = fc
    .tuple(
      ...params.map((param) =>
        fc.option(
          validValue(param.schema, { path: route.path, field: param.name, pools }).map(
            (value) => `${param.name}=${encodeURIComponent(String(value))}`,
          ),
          { nil: undefined, freq: 3 },
        ),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is string => pair !== undefined).join('&'));
  if (!hostile) return valid.map((query) => ({ query, note: '' }));
  const badValue = params.length
    ? fc
        .tuple(valid, fc.constantFrom(...params), fc.constantFrom(...HOSTILE_QUERY_VALUES))
        .map(([rest, param, bad]) => ({
          query: [rest, `${param.name}=${bad}`].filter(Boolean).join('&'),
          note: `query ${param.name}: bad`,
        }))
    : undefined;
  const junk = fc.constantFrom(...JUNK_QUERIES).map((query) => ({ query, note: 'junk query' }));
  return weighted([3, badValue], [1, junk]);
}

const URL_MUTATIONS: readonly [string, (path: string) => string][] = [
  ['trailing slash', (path) => `${path}/`],
  ['double slash', (path) => `/${path}`],
  ['upper case', (path) => path.toUpperCase()],
  ['%ZZ appended', (path) => `${path}%ZZ`],
  ['extra segment', (path) => `${path}/extra`],
  ['traversal', (path) => `/publicApi/..${path}`],
  ['encoded traversal', (path) => `/publicApi/%2e%2e${path}`],
  ['matrix parameter', (path) => `${path};jsessionid=1`],
  ['fragment', (path) => `${path}#fragment`],
  ['NUL', (path) => `${path}%00`],
  ['long tail', (path) => `${path}/${'a'.repeat(5000)}`],
];

function otherMethods(route: FuzzRoute): string[] {
  const all = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
  return all.filter((method) => method !== route.method);
}

/** A request against `route`: mostly one thing wrong at a time, so each failure points at one input. */
export function caseArbitrary(route: FuzzRoute, pools: Pools): fc.Arbitrary<FuzzCase> {
  const own = ROLE_FOR_ACCESS[route.access];
  const isPost = takesBody(route);
  const focus = weighted<Focus>(
    [25, fc.constant('valid')],
    [isPost ? 45 : 4, fc.constant('body')],
    [route.pathParams.length ? 12 : 0, fc.constant('path')],
    [route.query.length ? 12 : 2, fc.constant('query')],
    [8, fc.constant('role')],
    [4, fc.constant('auth')],
    [3, fc.constant('method')],
    [3, fc.constant('url')],
    [5, fc.constant('chaos')],
  );
  return focus.chain((chosen) => {
    const chaos = chosen === 'chaos';
    return fc
      .record({
        role:
          chosen === 'role'
            ? fc.constantFrom(...FUZZ_ROLES.filter((role) => role !== own))
            : chaos
              ? fc.constantFrom(...FUZZ_ROLES)
              : fc.constant(own),
        auth: chosen === 'auth' ? fc.constantFrom(...ODD_AUTH_FORMS) : fc.constant<AuthForm>('bearer'),
        method:
          chosen === 'method'
            ? fc.constantFrom(...otherMethods(route))
            : chaos
              ? weighted([4, fc.constant(route.method)], [1, fc.constantFrom(...otherMethods(route))])
              : fc.constant(route.method),
        path: pathPart(route, pools, chosen === 'path' || (chaos && route.pathParams.length > 0)),
        query: queryPart(route, pools, chosen === 'query' || chaos),
        body: chosen === 'body' || chaos ? hostileBody(route, pools) : validBody(route, pools),
        mutation: chosen === 'url' ? fc.constantFrom(...URL_MUTATIONS) : fc.constant(undefined),
      })
      .map(({ role, auth, method, path, query, body, mutation }): FuzzCase => {
        let pathname = route.template.replace(/\{(\w+)\}/g, (_match, name: string) => path.segments[name] ?? '');
        if (mutation) pathname = mutation[1](pathname);
        const notes = [path.note, query.note, body.note, mutation?.[0] ?? ''];
        if (chosen === 'role') notes.push(`as ${role}`);
        if (chosen === 'auth') notes.push(`authorization ${auth}`);
        if (chosen === 'method') notes.push(`method ${method}`);
        return {
          route,
          focus: chosen,
          role,
          auth,
          method,
          url: query.query ? `${pathname}?${query.query}` : pathname,
          contentType: body.contentType,
          payload: body.payload,
          body: body.body,
          note: notes.filter(Boolean).join('; ') || chosen,
        };
      });
  });
}

/**
 * Step 2 right after a successful step 1 (the code read from the outbox), while the code is fresh: mostly exactly
 * what the screen would send, sometimes with one field broken or swapped for another plausible value.
 */
export function stepTwoArbitrary(
  route: FuzzRoute,
  body: Record<string, unknown>,
  pools: Pools,
): fc.Arbitrary<FuzzCase> {
  const at: FieldContext = { path: route.path, field: '', pools };
  const fields = Object.entries(route.body?.properties ?? {}).filter(([field]) => field in body);
  const changed = (make: (schema: JsonSchema, at: FieldContext) => fc.Arbitrary<unknown>, label: string) =>
    fields.length
      ? fc
          .constantFrom(...fields)
          .chain(([field, property]) =>
            make(property, { ...at, field }).map((value) =>
              asJson({ ...body, [field]: value }, `step 2, ${field}: ${label}`),
            ),
          )
      : undefined;
  return weighted<BodyPart>(
    [6, fc.constant(asJson(body, 'step 2'))],
    [2, changed(hostileValue, 'bad')],
    [2, changed(validValue, 'another plausible value')],
  ).map(
    (part): FuzzCase => ({
      route,
      focus: 'step 2',
      role: ROLE_FOR_ACCESS[route.access],
      auth: 'bearer',
      method: route.method,
      url: route.template,
      contentType: part.contentType,
      payload: part.payload,
      body: part.body,
      note: part.note,
    }),
  );
}
