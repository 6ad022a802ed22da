import { NOTIFICATIONS_MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from './notification-bell';

const page = (unread: number) =>
  ok(NOTIFICATIONS_MSG.loaded, { docs: [], totalDocs: unread, limit: 10, page: 1, totalPages: 1, unread });

describe('the notification bell', () => {
  it('names the unread count and leads to the notification centre', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubRoutes(on(routes.notifications, page(3)));
    const { user, router } = renderRoutes(
      [{ path: '/my', element: <NotificationBell /> }, landing('/notifications')],
      '/my',
    );
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
    await user.click(bell);
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('shows no count when everything is read, and asks again when the window gets focus', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    let unread = 0;
    const { calls } = stubRoutes(on(routes.notifications, () => page(unread)));
    renderRoutes([{ path: '/my', element: <NotificationBell /> }], '/my');
    const bell = await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(bell.textContent).toBe('');
    unread = 2;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(calls.of(routes.notifications).length).toBeGreaterThanOrEqual(2);
  });
});
