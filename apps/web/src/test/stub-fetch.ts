import { vi } from 'vitest';

export interface StubAnswer {
  status?: number;
  body: unknown;
}

export interface StubCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces fetch with answers chosen by path; every call is recorded with its parsed JSON body. */
export function stubFetch(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const call: StubCall = {
      path: url.pathname + url.search,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function ok(message: string, data?: unknown): StubAnswer {
  return { body: { success: true, message, data } };
}

export function fail(status: number, message: string, code = 'VALIDATION'): StubAnswer {
  return { status, body: { success: false, message, code } };
}
