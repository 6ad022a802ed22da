import { type MemberProfile, MSG, routes } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, offContract, ok, on, stubRoutes, unreachable } from '../test/stub-routes';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { STORAGE_KEY } from './screen-constants';
import { isSessionEndedMarked } from './storage';

describe('callApi', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a 401 of a member call clears all storage (the operator token too) and goes to /', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'expired');
    localStorage.setItem(STORAGE_KEY.userName, 'Asha Rao');
    localStorage.setItem(STORAGE_KEY.adminToken, 'operator');
    stubRoutes(on(routes.profile, fail(401, MSG.unauthenticated, 'UNAUTHENTICATED')));

    const failure = await callApi(routes.profile).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: MSG.unauthenticated });
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
    // The landing page says why (app/layouts/session-ended-notice.tsx).
    expect(isSessionEndedMarked()).toBe(true);
  });

  it('on a 401 of an operator call clears only the operator token and goes to /admin/login', async () => {
    localStorage.setItem(STORAGE_KEY.adminToken, 'expired-operator');
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    localStorage.setItem(STORAGE_KEY.userName, 'Asha Rao');
    const { calls } = stubRoutes(on(routes.operatorProfile, fail(401, MSG.unauthenticated, 'UNAUTHENTICATED')));

    const failure = await callApi(routes.operatorProfile).catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: MSG.unauthenticated });
    expect(calls[0]?.headers.Authorization).toBe('Bearer expired-operator');
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member');
    expect(localStorage.getItem(STORAGE_KEY.userName)).toBe('Asha Rao');
    expect(assign).toHaveBeenCalledWith('/admin/login');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(isSessionEndedMarked()).toBe(false);
  });

  it('leaves the operator token alone on the operator log-out, which handles its own 401', async () => {
    localStorage.setItem(STORAGE_KEY.adminToken, 'expired-operator');
    stubRoutes(on(routes.operatorLogout, fail(401, MSG.unauthenticated, 'UNAUTHENTICATED')));

    await expect(callApi(routes.operatorLogout, { redirectOnUnauthorized: false })).rejects.toThrow(
      MSG.unauthenticated,
    );
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBe('expired-operator');
    expect(assign).not.toHaveBeenCalled();
  });

  it('ends nothing on a 401 for a session the browser already left (a request still on its way at log-out)', async () => {
    localStorage.setItem(STORAGE_KEY.adminToken, 'revoked-at-log-out');
    const server = stubRoutes(on(routes.operatorProfile, fail(401, MSG.unauthenticated, 'UNAUTHENTICATED')));
    const held = server.hold(routes.operatorProfile);
    const pending = callApi(routes.operatorProfile).catch((error: unknown) => error);
    // The operator logs out, and signs in anew, while the request waits for its answer.
    localStorage.setItem(STORAGE_KEY.adminToken, 'the-new-session');
    held.release();

    expect(await pending).toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBe('the-new-session');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves storage alone on a 401 of a public call', async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    stubRoutes(on(routes.login, fail(401, MSG.loginInvalid, 'UNAUTHENTICATED')));

    await expect(callApi(routes.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toThrow(MSG.loginInvalid);
    expect(localStorage.getItem(STORAGE_KEY.vendorToken)).toBe('vendor');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the member token before the vendor token, and no token on public calls', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(
      on(routes.profile, ok('ok', {} as MemberProfile)),
      on(routes.referCheck, ok('ok', { fullName: '' })),
    );

    await callApi(routes.profile);
    await callApi(routes.referCheck, { body: { referBy: 'ASHA01' } });

    expect(calls[0]).toMatchObject({ path: routes.profile.member.path, headers: { Authorization: 'Bearer member' } });
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  it('takes the vendor twin when only the vendor token exists', async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubRoutes(on(routes.profile, ok('ok', {} as MemberProfile)));

    await callApi(routes.profile);

    expect(calls[0]).toMatchObject({ path: routes.profile.vendor.path, headers: { Authorization: 'Bearer vendor' } });
  });

  it('sends a body holding files as multipart: several files as parts of one name, an object as JSON text', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const { calls } = stubRoutes(on(routes.ticketCreate, offContract(200, { success: true, message: 'ok' })));
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ];
    const record = { kind: 'deposit' as const, _id: '22222222-2222-4222-8222-222222222222' };

    await callApi(routes.ticketCreate, { body: { category: 'deposit', subject: 'S', message: 'M', record, files } });
    await callApi(routes.ticketCreate, { body: { category: 'deposit', subject: 'S', message: 'M', record } });

    const [multipart, json] = calls;
    expect(multipart?.headers['Content-Type']).toBeUndefined();
    const form = multipart?.body as Record<string, unknown>;
    expect(form.record).toBe(JSON.stringify(record));
    expect((form.files as File[]).map((file) => file.name)).toEqual(['a.png', 'b.pdf']);
    expect(json?.headers['Content-Type']).toBe('application/json');
    expect(json?.body).toEqual({ category: 'deposit', subject: 'S', message: 'M', record });
  });

  it('throws the server message when a 200 answer says success false', async () => {
    stubRoutes(on(routes.referCheck, offContract(200, { success: false, message: 'Not today' })));
    await expect(callApi(routes.referCheck, { body: { referBy: 'X' } })).rejects.toThrow('Not today');
  });

  it('turns a network failure into the contract message', async () => {
    stubRoutes(on(routes.referCheck, unreachable()));
    await expect(callApi(routes.referCheck, { body: { referBy: 'X' } })).rejects.toMatchObject({
      message: MSG.networkFailed,
      status: 0,
    });
  });
});
