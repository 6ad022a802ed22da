import { MSG, type RouteDef, routes } from '@app/contract';
import { vi } from 'vitest';
import type { z } from 'zod';
import { OPERATOR } from './operator-profile';
import { PUBLIC_SETTINGS } from './public-settings';

/** A member route and its vendor twin (contract `twins`): a stub of the pair answers both paths. */
interface RouteTwins {
  member: RouteDef;
  vendor: RouteDef;
}

export type AnyRoute = RouteDef | RouteTwins;
type DefOf<R extends AnyRoute> = R extends RouteTwins ? R['member'] : R;

/** The response body of a route as the server would send it. */
export type ResponseOf<R extends AnyRoute> = z.input<DefOf<R>['response']>;

declare const bodyType: unique symbol;

/**
 * What a stub answers. `B` only exists for the type checker: it is the body's type, so a reply built for
 * one route's data does not compile as the answer of another.
 */
export interface Reply<B = unknown> {
  status: number;
  body: unknown;
  /** Makes fetch reject, as a browser does when the server cannot be reached. */
  unreachable?: boolean;
  /** Response headers besides the JSON content type (a 429's Retry-After). */
  headers?: Record<string, string>;
  readonly [bodyType]?: B;
}

export type ReplyTo<R extends AnyRoute> = Reply<ResponseOf<R>>;

export interface StubCall {
  /** The path with its query string, as sent. */
  path: string;
  method: string;
  headers: Record<string, string>;
  /** A JSON body parsed; a form's entries by name (a repeated name's parts as an array). */
  body: unknown;
  query: Record<string, string>;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
}

/** A fixed reply, or one worked out from each call (answers that depend on the query, counters...). */
export type Responder<R extends AnyRoute> = ReplyTo<R> | ((call: StubCall) => ReplyTo<R>);

export interface RouteStub {
  route: AnyRoute;
  respond: (call: StubCall) => Reply;
}

export type StubCalls = StubCall[] & {
  /** The calls to one route (either twin when given the pair), in the order they were made. */
  of(route: AnyRoute): StubCall[];
};

export interface StubServer {
  /** Every call, answered or not. */
  calls: StubCalls;
  /** Holds the answers to `route` until `release()`, to look at a page while the request runs. */
  hold(route: AnyRoute): { release(): void };
}

export function ok<D>(message: string, data: D): Reply<{ success: true; message: string; data: D }>;
export function ok(message: string): Reply<{ success: true; message: string }>;
export function ok(message: string, data?: unknown): Reply {
  return { status: 200, body: { success: true, message, data } };
}

/** The error envelope; it fits every route, as any route may fail. */
export function fail(status: number, message: string, code = 'VALIDATION'): Reply<never> {
  return { status, body: { success: false, message, code } };
}

/**
 * A whole body, for responses that carry more than message and data (the log-in token); `status` for a success
 * other than 200 (a settings change kept pending answers 202).
 */
export function replyWith<B>(body: B, status = 200): Reply<B> {
  return { status, body };
}

/** A body the contract does not describe (a 200 saying success false, an empty 502): fits any route on purpose. */
export function offContract(status: number, body: unknown): Reply<never> {
  return { status, body };
}

/** The server cannot be reached: fetch rejects. */
export function unreachable(): Reply<never> {
  return { status: 0, body: null, unreachable: true };
}

function defsOf(route: AnyRoute): RouteDef[] {
  return 'path' in route ? [route] : [route.member, route.vendor];
}

const PARAM = /^[:{](\w+)\}?$/;

/** The route's params when `method` and `pathname` are this route, else undefined; a `:name` is one segment. */
function matchDef(def: RouteDef, method: string, pathname: string): Record<string, string> | undefined {
  if (def.method !== method) return undefined;
  const expected = def.path.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    const name = PARAM.exec(segment)?.[1];
    if (name) {
      if (!value) return undefined;
      params[name] = decodeURIComponent(value);
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

function matchRoute(route: AnyRoute, method: string, pathname: string) {
  for (const def of defsOf(route)) {
    const params = matchDef(def, method, pathname);
    if (params) return params;
  }
  return undefined;
}

/** A form's entries by name; a name sent several times (a ticket's `files`) holds all its parts in order. */
function formEntries(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const entries: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const parts = form.getAll(name);
    entries[name] = parts.length > 1 ? parts : (parts[0] ?? '');
  }
  return entries;
}

const pathnameOf = (path: string) => new URL(path, window.location.origin).pathname;

/** Answers calls to `route` (both twins when given the pair) with `responder`. */
export function on<R extends AnyRoute>(route: R, responder: Responder<R>): RouteStub {
  return {
    route,
    respond: (call) => (typeof responder === 'function' ? responder(call) : responder),
  };
}

// The servers of the running test; setup.ts fails the test when one of them got a call no stub answers.
let installed: { unstubbed: string[] }[] = [];

/** The calls of the finished test that no stub answered, and forgets them. */
export function takeUnstubbedCalls(): string[] {
  const unstubbed = installed.flatMap((server) => server.unstubbed);
  installed = [];
  return unstubbed;
}

/**
 * Replaces fetch with the stubs; the first stub whose route matches the method and the path (query ignored)
 * answers. A call no stub answers gets a 404 and fails the test, so a renamed route cannot pass unnoticed.
 */
export function stubRoutes(...stubs: RouteStub[]): StubServer {
  const calls = [] as StubCall[] as StubCalls;
  Object.defineProperty(calls, 'of', {
    // Not enumerable, so `expect(calls).toEqual([...])` compares the calls alone.
    enumerable: false,
    value: (route: AnyRoute) => calls.filter((call) => matchRoute(route, call.method, pathnameOf(call.path))),
  });
  const holds: { route: AnyRoute; gate: Promise<void> }[] = [];
  const server = { unstubbed: [] as string[] };
  installed.push(server);

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const path = url.pathname + url.search;
    const match = stubs
      .map((stub) => ({ stub, params: matchRoute(stub.route, method, url.pathname) }))
      .find((candidate) => candidate.params);
    // Every page's title reads the company name; a test that does not stub the settings is about something
    // else, so they answer with the fixture and stay out of its `calls`.
    if (!match && matchRoute(routes.publicSettings, method, url.pathname)) {
      return new Response(JSON.stringify({ success: true, message: MSG.loaded, data: PUBLIC_SETTINGS }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    // The same for the announcements banner of the member and site layouts (docs/product.md#announcements): none.
    if (!match && matchRoute(routes.announcements, method, url.pathname)) {
      return new Response(JSON.stringify({ success: true, message: MSG.loaded, data: [] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    // The same for the signed-in operator: each console page asks what the operator's role may do
    // (docs/decisions/020-operator-roles.md). Unstubbed, an owner answers, who may do everything; a test about a
    // role stubs routes.operatorProfile itself.
    if (!match && matchRoute(routes.operatorProfile, method, url.pathname)) {
      return new Response(JSON.stringify({ success: true, message: MSG.profileLoaded, data: OPERATOR }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const call: StubCall = {
      path,
      method,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      // A form (an upload) is kept as its entries: text fields and File parts.
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? formEntries(init.body)
            : undefined,
      query: Object.fromEntries(url.searchParams),
      params: match?.params ?? {},
    };
    calls.push(call);
    if (!match) server.unstubbed.push(`${method} ${path}`);
    const answer = match
      ? match.stub.respond(call)
      : fail(404, `No stub answers ${method} ${url.pathname}`, 'UNSTUBBED');
    for (const held of holds) if (matchRoute(held.route, method, url.pathname)) await held.gate;
    if (answer.unreachable) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });

  return {
    calls,
    hold(route) {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ route, gate });
      return { release };
    },
  };
}
