import { type AdminTicketRow, MSG, routes } from '@app/contract';
import { formatDateTime } from '@app/web-kit/lib/format';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, settingsOf, signInOperator } from '../../../test/console-test-kit';
import { SupportPage } from './support-page';

const HOUR_S = 3600;

function ticketRowOf(overrides: Partial<AdminTicketRow> = {}): AdminTicketRow {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    number: 41,
    category: 'withdrawal',
    subject: 'My withdrawal has not arrived',
    status: 'open',
    record: null,
    createdAt: CREATED.toISOString(),
    updatedAt: CREATED.toISOString(),
    lastMemberMessageAt: CREATED.toISOString(),
    lastReplyAt: null,
    closedAt: null,
    member: { _id: 'member-1', fullName: 'Ann Lee', email: 'ann@example.com', uid: 'ANN123', locale: 'es' },
    assignee: null,
    waitingSeconds: 3 * HOUR_S + 12 * 60,
    ...overrides,
  };
}

const OLDEST = ticketRowOf();
const ANSWERED = ticketRowOf({
  _id: '22222222-2222-4222-8222-222222222222',
  number: 7,
  category: 'deposit',
  subject: 'Deposit credited twice?',
  status: 'answered',
  waitingSeconds: null,
  lastReplyAt: CREATED.toISOString(),
  member: { _id: 'member-2', fullName: 'Ben Cho', email: 'ben@example.com', uid: 'BEN456', locale: 'en' },
  assignee: { _id: 'operator-2', fullName: 'Sue Port' },
});
const NEWEST = ticketRowOf({
  _id: '33333333-3333-4333-8333-333333333333',
  number: 52,
  category: 'account',
  subject: 'Cannot change my e-mail',
  waitingSeconds: 25 * 60,
  member: { _id: 'member-3', fullName: 'Cy Dorn', email: 'cy@example.com', uid: 'CY789', locale: 'hi' },
});

function ticketPage(docs: AdminTicketRow[], options: { totalPages?: number; totalDocs?: number } = {}) {
  return ok(MSG.ticketsLoaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

function renderQueue(
  path = '/admin/support',
  stub: { list?: Responder<typeof routes.adminTickets>; settings?: ReplyTo<typeof routes.adminSettings> } = {},
) {
  const server = stubRoutes(
    on(routes.adminSettings, stub.settings ?? ok(MSG.loaded, settingsOf())),
    on(routes.adminTickets, stub.list ?? ticketPage([OLDEST, ANSWERED, NEWEST])),
  );
  const view = renderRoutes(
    [{ path: '/admin/support', Component: SupportPage }, landing(`/admin/support/${OLDEST._id}`)],
    path,
  );
  return { ...view, ...server };
}

const rows = () => within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
const rowOf = (subject: string) => screen.getByRole('link', { name: subject }).closest('li') as HTMLElement;

describe('/admin/support', () => {
  beforeEach(() => signInOperator());

  it('lists the active tickets in the order the server gives, each with what an operator needs to pick one', async () => {
    const { calls, user, router } = renderQueue();
    await screen.findByRole('link', { name: 'My withdrawal has not arrived' });
    expect(calls.of(routes.adminTickets)[0]?.query).toEqual({ status: 'active', page: '1' });
    expect(rows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'My withdrawal has not arrived',
      'Deposit credited twice?',
      'Cannot change my e-mail',
    ]);

    const oldest = rowOf('My withdrawal has not arrived');
    expect(oldest.textContent).toContain('Ticket #41');
    expect(within(oldest).getByText('Withdrawal')).toBeTruthy();
    expect(within(oldest).getByText('Ann Lee')).toBeTruthy();
    expect(within(oldest).getByText('ann@example.com')).toBeTruthy();
    expect(within(oldest).getByText('Needs an answer')).toBeTruthy();
    expect(within(oldest).getByText('Not assigned')).toBeTruthy();
    expect(within(oldest).getByText('Waiting 3 h 12 min')).toBeTruthy();

    const answered = rowOf('Deposit credited twice?');
    expect(within(answered).getByText('Answered')).toBeTruthy();
    expect(within(answered).getByText('Assigned to Sue Port')).toBeTruthy();
    expect(answered.textContent).toContain(`Member last wrote ${formatDateTime(CREATED.toISOString())}`);
    expect(answered.textContent).not.toContain('Waiting');
    expect(within(rowOf('Cannot change my e-mail')).getByText('Waiting 25 min')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'My withdrawal has not arrived' }));
    expect(router.state.location.pathname).toBe(`/admin/support/${OLDEST._id}`);
  });

  it('shows the wait in red, and says so, once past the hours the settings give for an answer', async () => {
    renderQueue('/admin/support', {
      settings: ok(MSG.loaded, settingsOf({ supportResponseHours: 3 })),
      list: ticketPage([OLDEST, NEWEST]),
    });
    const late = await screen.findByText('Waiting 3 h 12 min');
    await waitFor(() => expect(late.className).toContain('text-red-300'));
    expect(within(rowOf('My withdrawal has not arrived')).getByText('Over 3 h')).toBeTruthy();
    const onTime = within(rowOf('Cannot change my e-mail')).getByText('Waiting 25 min');
    expect(onTime.className).not.toContain('red');
    expect(within(rowOf('Cannot change my e-mail')).queryByText(/^Over/)).toBeNull();
  });

  it('is not late under the default 24 hours, and late past them', async () => {
    renderQueue('/admin/support', {
      list: ticketPage([OLDEST, ticketRowOf({ _id: 'late', subject: 'Still waiting', waitingSeconds: 25 * HOUR_S })]),
    });
    expect((await screen.findByText('Waiting 3 h 12 min')).className).not.toContain('red');
    expect(within(rowOf('Still waiting')).getByText('Waiting 1 d 1 h').className).toContain('text-red-300');
    expect(within(rowOf('Still waiting')).getByText('Over 24 h')).toBeTruthy();
  });

  it('filters by status, category and assignee, each keeping the others', async () => {
    const { user, calls } = renderQueue();
    await screen.findByRole('link', { name: 'My withdrawal has not arrived' });
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBe('page');

    await user.selectOptions(screen.getByLabelText('Category'), 'Withdrawal');
    await waitFor(() =>
      expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({
        status: 'active',
        category: 'withdrawal',
        page: '1',
      }),
    );
    await user.click(within(filter).getByRole('link', { name: 'Needs an answer' }));
    await waitFor(() =>
      expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({
        status: 'open',
        category: 'withdrawal',
        page: '1',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Me');
    await waitFor(() =>
      expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({
        status: 'open',
        category: 'withdrawal',
        assignee: 'me',
        page: '1',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Nobody');
    await waitFor(() => expect(calls.of(routes.adminTickets).at(-1)?.query.assignee).toBe('none'));
    await user.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    await waitFor(() => expect(calls.of(routes.adminTickets).at(-1)?.query.order).toBe('newest'));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Anyone');
    await waitFor(() =>
      expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({
        status: 'open',
        category: 'withdrawal',
        order: 'newest',
        page: '1',
      }),
    );
  });

  it("searches by number or words, keeping the filters, and opens on one member's tickets from the address", async () => {
    const { user, calls, router } = renderQueue('/admin/support?status=all');
    await screen.findByRole('link', { name: 'My withdrawal has not arrived' });
    await user.type(screen.getByLabelText('Search tickets'), '  #42 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({ status: 'all', search: '#42', page: '1' }),
    );
    expect(router.state.location.search).toBe('?status=all&q=%2342');
    await user.clear(screen.getByLabelText('Search tickets'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({ status: 'all', page: '1' }));
  });

  it("reads one member's tickets when the address names the member", async () => {
    const memberId = '11111111-1111-4111-8111-111111111111';
    const { calls } = renderQueue(`/admin/support?status=all&member=${memberId}`);
    await screen.findByRole('link', { name: 'My withdrawal has not arrived' });
    expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({ status: 'all', member: memberId, page: '1' });
  });

  it('pages, keeping the filters', async () => {
    const { user, calls } = renderQueue('/admin/support?status=all&category=deposit', {
      list: ticketPage([ANSWERED], { totalPages: 2, totalDocs: 11 }),
    });
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.of(routes.adminTickets).at(-1)?.query).toEqual({ status: 'all', category: 'deposit', page: '2' }),
    );
  });

  it('has an empty state for each filter', async () => {
    const empty = renderQueue('/admin/support', { list: ticketPage([]) });
    expect(await screen.findByRole('heading', { name: 'No open tickets' })).toBeTruthy();
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    await empty.user.click(within(filter).getByRole('link', { name: 'Waiting for the member' }));
    expect(await screen.findByRole('heading', { name: 'No ticket waits for its member' })).toBeTruthy();
    await empty.user.selectOptions(screen.getByLabelText('Category'), 'Transfer');
    expect(await screen.findByRole('heading', { name: 'No tickets match these filters' })).toBeTruthy();
  });

  it('shows a skeleton while the queue loads', async () => {
    const server = stubRoutes(
      on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
      on(routes.adminTickets, ticketPage([OLDEST])),
    );
    const held = server.hold(routes.adminTickets);
    renderRoutes([{ path: '/admin/support', Component: SupportPage }], '/admin/support');
    expect(await screen.findByLabelText('Loading the tickets')).toBeTruthy();
    held.release();
    expect(await screen.findByRole('link', { name: 'My withdrawal has not arrived' })).toBeTruthy();
  });

  it('says the queue could not be loaded and reads it again on retry', async () => {
    let answers = 0;
    const { user, calls } = renderQueue('/admin/support', {
      list: () => (++answers === 1 ? fail(500, MSG.internal, 'INTERNAL') : ticketPage([OLDEST])),
    });
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'My withdrawal has not arrived' })).toBeTruthy();
    expect(calls.of(routes.adminTickets)).toHaveLength(2);
  });
});
