import { type LiveAnnouncement, MSG, routes } from '@app/contract';
import { renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementBanner } from './announcement-banner';

// The live announcements above the member area and the public site (docs/product.md#announcements): an info closes
// and stays closed in this browser, a warning stays; the site shows only those put on it.

const WINDOW = { startsAt: '2026-11-27T08:00:00.000Z', endsAt: '2026-11-29T08:00:00.000Z' };
const WARNING: LiveAnnouncement = {
  _id: 'a1',
  level: 'warning',
  title: 'Withdrawals pause on Sunday',
  body: 'From 02:00 to 04:00 UTC.',
  onSite: true,
  ...WINDOW,
};
const INFO: LiveAnnouncement = {
  _id: 'a2',
  level: 'info',
  title: 'New packages next week',
  body: 'Three new packages open on Monday.',
  onSite: false,
  ...WINDOW,
};

function renderBanner(where: 'member' | 'site', live: LiveAnnouncement[] = [WARNING, INFO]) {
  const server = stubRoutes(on(routes.announcements, ok(MSG.loaded, live)));
  const view = renderRoutes([{ path: '/', element: <AnnouncementBanner where={where} /> }], '/');
  return { ...view, ...server };
}

describe('AnnouncementBanner', () => {
  it('shows every live announcement in the member area, a warning as an alert without a close button', async () => {
    const { calls } = renderBanner('member');
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText(WARNING.title)).toBeTruthy();
    expect(within(warning).getByText(WARNING.body)).toBeTruthy();
    expect(within(warning).queryByRole('button')).toBeNull();
    const info = screen.getByRole('status');
    expect(within(info).getByText(INFO.title)).toBeTruthy();
    expect(calls.of(routes.announcements)[0]?.query).toEqual({ language: 'en' });
  });

  it('closes an info for good: closed after the page is shown again', async () => {
    const { user } = renderBanner('member');
    await user.click(await screen.findByRole('button', { name: `Close the announcement: ${INFO.title}` }));
    expect(screen.queryByText(INFO.title)).toBeNull();
    expect(screen.getByText(WARNING.title)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('dismissed_announcements') ?? '[]')).toEqual([INFO._id]);

    document.body.innerHTML = '';
    renderBanner('member');
    await screen.findByText(WARNING.title);
    expect(screen.queryByText(INFO.title)).toBeNull();
  });

  it('shows on the public site only the announcements put on it', async () => {
    renderBanner('site');
    await screen.findByText(WARNING.title);
    expect(screen.queryByText(INFO.title)).toBeNull();
  });

  it('shows nothing when none is shown there', async () => {
    const { calls } = renderBanner('site', [INFO]);
    await waitFor(() => expect(calls.of(routes.announcements)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  it('shows nothing, and no error toast, when the list cannot be read', async () => {
    const { calls } = stubRoutes(on(routes.announcements, fail(503, MSG.unavailable, 'UNAVAILABLE')));
    renderRoutes([{ path: '/', element: <AnnouncementBanner where="member" /> }], '/');
    await waitFor(() => expect(calls.of(routes.announcements)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(shownToasts()).toEqual([]);
  });
});
