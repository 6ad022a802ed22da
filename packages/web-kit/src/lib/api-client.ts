import { type RouteDef, SHELL_MSG } from '@app/contract';
import type { z } from 'zod';
import { currentLocale } from '../i18n/current';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { limitEndsSentence } from './retry-after';
import { clearAdminToken, clearAll, getAdminToken, getMemberToken, getVendorToken, markSessionEnded } from './storage';

const API_URL: string = import.meta.env.VITE_API_URL ?? '';

/**
 * A contract route as the browser holds it (src/lib/api-routes.ts): what a call needs. Its schemas are left on
 * the server; `schemas` is never set and only carries them for the type checker.
 */
export interface Endpoint<D extends RouteDef = RouteDef> {
  method: D['method'];
  path: D['path'];
  access: D['access'];
  readonly schemas?: D;
}

/** A member route and its vendor twin (contract `twins`). */
export interface RouteTwins {
  member: Endpoint;
  vendor: Endpoint;
}

export type AnyRoute = Endpoint | RouteTwins;
// A whole contract route (tests call with those) is its own definition; an endpoint carries its definition's type.
type DefOf<R> = R extends { member: infer M }
  ? DefOf<M>
  : R extends RouteDef
    ? R
    : R extends { readonly schemas?: infer D extends RouteDef }
      ? D
      : never;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

export type ApiResponse<R extends AnyRoute> = z.output<DefOf<R>['response']>;
/** What a route's answer carries under `data`, the envelope's message left behind. */
export type ApiData<R extends AnyRoute> = ApiResponse<R> extends { data: infer D } ? D : never;

export interface CallOptions<R extends AnyRoute> {
  body?: InputOf<DefOf<R>['body']>;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, string>;
  /** Log-out clears storage itself and goes to its log-in page, so it opts out of the 401 redirect. */
  redirectOnUnauthorized?: boolean;
  /**
   * The session to send instead of the one stored: a log-out forgets its token before asking the server to revoke
   * it, so a read still on its way, answered 401 by the revocation, is a stale session's and ends nothing more.
   */
  token?: string | false;
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  code?: unknown;
}

/** docs/product.md#web-client: the vendor path only when the vendor token is the only session. */
export function pickRoute(route: AnyRoute): Endpoint {
  if ('path' in route) return route;
  return !getMemberToken() && getVendorToken() ? route.vendor : route.member;
}

function bearerToken(access: RouteDef['access']): string | false {
  if (access === 'public') return false;
  if (access === 'admin') return getAdminToken();
  return getMemberToken() || getVendorToken();
}

function buildUrl(def: Endpoint, options: CallOptions<AnyRoute>): string {
  const path = def.path.replace(/[:{](\w+)\}?/g, (_match, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `${API_URL}${path}${search}`;
}

/** An answer with the session token its request carried, to tell a refusal of this session from a stale one. */
interface Sent {
  response: Response;
  token: string | false;
}

const isFiles = (value: unknown): value is Blob[] =>
  Array.isArray(value) && value.length > 0 && value.every((each) => each instanceof Blob);

/**
 * An upload's body (the contract's `upload`, one holding a file) as multipart/form-data: the fields as text parts in
 * their order, a file as a file part, several files as parts of the same name, and an object (a ticket's `record`)
 * as JSON text, as the contract reads it. The browser writes the Content-Type with its boundary.
 */
function formOf(body: unknown): FormData | undefined {
  if (
    !body ||
    typeof body !== 'object' ||
    !Object.values(body).some((value) => value instanceof Blob || isFiles(value))
  ) {
    return undefined;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value);
    else if (isFiles(value)) for (const file of value) form.append(name, file);
    else if (typeof value === 'object' && value !== null) form.append(name, JSON.stringify(value));
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

async function send(def: Endpoint, options: CallOptions<AnyRoute>, accept = 'application/json'): Promise<Sent> {
  // docs/product.md#languages: the server words its answer in the chosen language, not the browser's.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLocale() };
  const token = options.token !== undefined ? options.token : bearerToken(def.access);
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = formOf(options.body);
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(buildUrl(def, options), {
      method: def.method,
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return { response, token };
  } catch {
    throw new ApiError(SHELL_MSG.networkFailed, { status: 0, code: NETWORK_ERROR_CODE });
  }
}

export async function callApi<R extends AnyRoute>(route: R, options: CallOptions<R> = {}): Promise<ApiResponse<R>> {
  const def = pickRoute(route);
  const sent = await send(def, options);
  const payload = (await sent.response.json().catch(() => null)) as Envelope | null;
  if (sent.response.ok && payload?.success === true) return payload as ApiResponse<R>;
  throw refusal(def, sent, payload, options);
}

/** The answer's data alone: what a screen's query holds. */
export async function callApiData<R extends AnyRoute>(route: R, options: CallOptions<R> = {}): Promise<ApiData<R>> {
  const answer = (await callApi(route, options)) as { data: ApiData<R> };
  return answer.data;
}

/** The file name the server's Content-Disposition gives, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/** A file route's answer as a Blob with the server's file name (a console preview); refusals thrown as callApi does. */
export async function fetchFile<R extends AnyRoute>(
  route: R,
  options: CallOptions<R> & { accept: string; fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const def = pickRoute(route);
  const sent = await send(def, options, options.accept);
  const { response } = sent;
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Envelope | null;
    throw refusal(def, sent, payload, options);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, options.fallbackName) };
}

/**
 * A route whose success is a file (the contract's `produces`), fetched with the session's token (a plain link
 * cannot send the Authorization header, and a token in the address would end up in logs and history) and saved
 * through an object URL under the server's file name. A refusal is the JSON envelope, thrown as callApi throws it.
 */
export async function downloadFile<R extends AnyRoute>(
  route: R,
  options: CallOptions<R> & { accept: string; fallbackName: string },
): Promise<string> {
  const { blob, fileName } = await fetchFile(route, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

function refusal(
  def: Endpoint,
  { response, token }: Sent,
  payload: Envelope | null,
  options: CallOptions<AnyRoute>,
): ApiError {
  // docs/product.md#web-client: a 401 on an authenticated call ends every session; on an operator call, only the
  // operator's (a member signed in on the same browser stays) and the console's log-in page comes next. A 401 for
  // a token the browser no longer holds (a request still on its way when the person logged out, or signed in
  // anew) ends nothing: reloading then would wipe the log-out's own message.
  const isCurrentSession = token === bearerToken(def.access);
  if (
    response.status === 401 &&
    def.access !== 'public' &&
    options.redirectOnUnauthorized !== false &&
    isCurrentSession
  ) {
    const isOperator = def.access === 'admin';
    if (isOperator) clearAdminToken();
    else {
      clearAll();
      // The landing page says the session ended; a member's own log-out opts out above and says nothing.
      markSessionEnded();
    }
    window.location.assign(isOperator ? '/admin/login' : '/');
  }
  const message = typeof payload?.message === 'string' && payload.message ? payload.message : SHELL_MSG.internal;
  const code = typeof payload?.code === 'string' ? payload.code : `HTTP_${response.status}`;
  // docs/product.md#security: a limit's refusal says when the member may try again, wherever it is shown.
  const wait = response.status === 429 ? limitEndsSentence(response.headers.get('retry-after')) : null;
  return new ApiError(wait ? `${message} ${wait}` : message, { status: response.status, code });
}
