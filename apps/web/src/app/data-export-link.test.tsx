import { DATA_EXPORT_PAGE_PATH, type MemberProfile, MSG, NOTIFICATIONS_MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStubs } from '../test/site-test-kit';
import { appRoutes } from './routes';

// docs/product.md#your-data: the data-export mail links to /data-export/<token>, a member page. Signed out, the member
// signs in first and comes back to it; there the file is downloaded with their session and the link's token together.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const LINK = `${DATA_EXPORT_PAGE_PATH}${TOKEN}`;
const FILE = 'my-data-ASHA01-2026-11-27.zip';
const PROFILE = { _id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', referId: 'ASHA01' } as MemberProfile;

const memberStubs = [
  ...siteStubs(),
  on(
    routes.notifications,
    ok(NOTIFICATIONS_MSG.loaded, { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1, unread: 0 }),
  ),
  on(routes.profile, ok(MSG.profileLoaded, PROFILE)),
];

/** Answers the download like the server (a ZIP, or the refusal's envelope); the other calls go to the route stubs. */
function serveDownload(answer: () => Response) {
  const stubs = globalThis.fetch;
  const requests: { url: string; authorization?: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!String(input).endsWith(`/dataExport/${TOKEN}/file`)) return stubs(input, init);
    requests.push({ url: String(input), authorization: (init.headers as Record<string, string>).Authorization });
    return answer();
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { requests, saved };
}

const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${FILE}"` },
  });

describe('the mailed link to the data export', () => {
  beforeEach(() => localStorage.clear());

  it('asks a signed-out member to sign in, comes back, and downloads with their session', async () => {
    stubRoutes(
      ...memberStubs,
      on(
        routes.login,
        replyWith({ success: true, message: MSG.loginSuccess, api_token: 'member-token', data: PROFILE }),
      ),
    );
    const { requests, saved } = serveDownload(zip);
    const { user, router } = renderRoutes(appRoutes, LINK);
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    expect(router.state.location.pathname).toBe('/login');
    // Nothing is fetched before the sign-in: the token alone downloads nothing.
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(`Your download has started: ${FILE}. Keep the file somewhere safe.`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(LINK);
    expect(saved).toEqual([FILE]);
    expect(requests).toEqual([{ url: `/sellerApi/dataExport/${TOKEN}/file`, authorization: 'Bearer member-token' }]);
  });

  it("downloads on a vendor's own path with the vendor's session, and again on the button", async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    stubRoutes(...memberStubs);
    const { requests, saved } = serveDownload(zip);
    const { user } = renderRoutes(appRoutes, LINK);
    await user.click(await screen.findByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(saved).toEqual([FILE, FILE]));
    expect(requests.map((request) => [request.url, request.authorization])).toEqual([
      [`/vendorApi/dataExport/${TOKEN}/file`, 'Bearer vendor'],
      [`/vendorApi/dataExport/${TOKEN}/file`, 'Bearer vendor'],
    ]);
  });

  it("says why when refused (another account's link, or expired), with the way to Settings", async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubRoutes(...memberStubs, on(routes.dataExportDownload, fail(404, MSG.dataExportLinkInvalid, 'NOT_FOUND')));
    const { saved } = serveDownload(
      () =>
        new Response(JSON.stringify({ success: false, message: MSG.dataExportLinkInvalid, code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderRoutes(appRoutes, LINK);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MSG.dataExportLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
    expect(saved).toEqual([]);
  });
});
