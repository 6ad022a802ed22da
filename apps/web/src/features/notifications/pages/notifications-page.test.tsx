import { MSG, NOTIFICATIONS_MSG, type NotificationItem, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationsPage } from './notifications-page';

const CREATED = new Date(2026, 10, 21, 9, 30).toISOString();
const ROWS: NotificationItem[] = [
  {
    _id: 'n1',
    kind: 'deposit-approved',
    title: 'Deposit approved',
    body: 'Your deposit of 50.00 USDT was approved and is in your Electronic Wallet.',
    link: '/reacharge-list',
    read: false,
    createdAt: CREATED,
  },
  {
    _id: 'n2',
    kind: 'withdrawal-paid',
    title: 'Withdrawal paid',
    body: 'Your withdrawal was paid.',
    link: 'https://bscscan.com/tx/0xabc',
    read: true,
    createdAt: CREATED,
  },
];

function pageOf(docs: NotificationItem[], extra: { unread: number; totalPages?: number; totalDocs?: number }) {
  return ok(NOTIFICATIONS_MSG.loaded, {
    docs,
    limit: 10,
    page: 1,
    totalPages: extra.totalPages ?? 1,
    totalDocs: extra.totalDocs ?? docs.length,
    unread: extra.unread,
  });
}

function renderPage(path = '/notifications') {
  return renderRoutes([{ path: '/notifications', Component: NotificationsPage }, landing('/reacharge-list')], path);
}

describe('/notifications', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists the notifications, marks the unread ones, and links each where it points', async () => {
    stubRoutes(on(routes.notifications, pageOf(ROWS, { unread: 1 })));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/reacharge-list', 'https://bscscan.com/tx/0xabc']);
    expect(links[0]?.textContent).toContain('(unread)');
    expect(links[1]?.textContent).not.toContain('(unread)');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('marks a notification read when it is opened', async () => {
    const { calls } = stubRoutes(
      on(routes.notifications, pageOf(ROWS, { unread: 1 })),
      on(routes.notificationsRead, ok(NOTIFICATIONS_MSG.markedRead, { unread: 0 })),
    );
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('link', { name: /Deposit approved/ }));
    await waitFor(() => expect(calls.of(routes.notificationsRead).map((call) => call.body)).toEqual([{ _id: 'n1' }]));
    expect(router.state.location.pathname).toBe('/reacharge-list');
  });

  it('marks all read, and offers it only while something is unread', async () => {
    let unread = 1;
    const { calls } = stubRoutes(
      on(routes.notifications, () =>
        pageOf(
          ROWS.map((row) => ({ ...row, read: unread === 0 || row.read })),
          { unread },
        ),
      ),
      on(routes.notificationsRead, () => {
        unread = 0;
        return ok(NOTIFICATIONS_MSG.allMarkedRead, { unread: 0 });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(calls.of(routes.notificationsRead).map((call) => call.body)).toEqual([{ all: true }]);
    expect(await screen.findByText('Everything is read.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages ten at a time', async () => {
    const { calls } = stubRoutes(on(routes.notifications, pageOf(ROWS, { unread: 1, totalPages: 2, totalDocs: 12 })));
    renderPage('/notifications?page=2');
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(calls.of(routes.notifications)[0]?.query).toEqual({ page: '2' });
  });

  it('says when there is nothing yet', async () => {
    stubRoutes(on(routes.notifications, pageOf([], { unread: 0 })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('shows the loading state, then a retry when the list does not load', async () => {
    let failing = true;
    const server = stubRoutes(
      on(routes.notifications, () => (failing ? fail(500, MSG.internal, 'INTERNAL') : pageOf(ROWS, { unread: 1 }))),
    );
    const held = server.hold(routes.notifications);
    const { user } = renderPage();
    expect(await screen.findByRole('list', { name: 'Loading your notifications' })).toBeTruthy();
    held.release();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeTruthy();
  });
});
