import { type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, on, replyWith, stubRoutes, unreachable } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutologinPage } from './autologin-page';

const PROFILE = {
  _id: 'u1',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  referId: 'ASHA01',
  role: 'User',
} as MemberProfile;
const LINK_ID = 'QmFzZTY0VXJsT3BhcXVlTGlua0lkXzAxMjM0NTY3ODk';

function renderAutologin() {
  return renderRoutes(
    [{ path: '/autologin/:id', Component: AutologinPage }, landing('/'), landing('/login')],
    `/autologin/${LINK_ID}`,
  );
}

describe('/autologin/:id', () => {
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('spends the link once, stores the session as log-in does and goes to /', async () => {
    const { calls } = stubRoutes(
      on(
        routes.autoSignin,
        replyWith({ success: true, message: MSG.loginSuccess, api_token: 'member-token', data: PROFILE }),
      ),
    );
    renderAutologin();
    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in link');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: routes.autoSignin.path, method: 'POST', body: { userDetails: LINK_ID } });
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member-token');
    expect(localStorage.getItem(STORAGE_KEY.vendorToken)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY.user) ?? 'null')).toEqual(PROFILE);
    expect(localStorage.getItem(STORAGE_KEY.userName)).toBe('Asha Rao');
    expect(localStorage.getItem(STORAGE_KEY.email)).toBe('asha@example.com');
    expect(localStorage.getItem(STORAGE_KEY.phone)).toBe('9876543210');
  });

  it("keeps a vendor's token under the vendor key", async () => {
    const vendor = { ...PROFILE, role: 'Vendor' } as MemberProfile;
    stubRoutes(
      on(
        routes.autoSignin,
        replyWith({ success: true, message: MSG.loginSuccess, api_token: 'vendor-token', data: vendor }),
      ),
    );
    renderAutologin();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_KEY.vendorToken)).toBe('vendor-token');
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
  });

  it("shows the API's message and a link to log in when the link is refused", async () => {
    stubRoutes(on(routes.autoSignin, fail(401, MSG.signinLinkInvalid, 'UNAUTHENTICATED')));
    const { user } = renderAutologin();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.signinLinkInvalid);
    expect(localStorage.length).toBe(0);
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Go to log-in' }));
    expect(await screen.findByText('landed on /login')).toBeTruthy();
  });

  it.each([STORAGE_KEY.memberToken, STORAGE_KEY.vendorToken])(
    'goes to / at once, without spending the link, when %s is stored',
    async (key) => {
      localStorage.setItem(key, 'existing');
      const { calls } = stubRoutes(on(routes.autoSignin, unreachable()));
      const { router } = renderAutologin();
      expect(await screen.findByText('landed on /')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      expect(calls).toHaveLength(0);
      expect(localStorage.getItem(key)).toBe('existing');
    },
  );
});
