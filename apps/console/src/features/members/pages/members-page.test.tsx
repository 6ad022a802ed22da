import { CONSOLE_MSG, MSG, OPERATORS_MSG, routes } from '@app/contract';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberDetailOf, memberPage, memberRowOf, signInOperator } from '../../../test/console-test-kit';
import { MembersPage } from './members-page';

const ANN = memberRowOf();
const VIC = memberRowOf({
  _id: '12121212-1212-4121-8121-121212121212',
  fullName: 'Vic Vendor',
  email: 'vic@example.com',
  referId: null,
  role: 'Vendor',
  blocked: true,
  depositBalance: 0,
  incomeBalance: 1234.5,
  activeOrders: 0,
});

function renderMembers(list: Responder<typeof routes.adminMembers>, path = '/admin/members') {
  const server = stubRoutes(on(routes.adminMembers, list));
  const view = renderRoutes(
    [{ path: '/admin/members', Component: MembersPage }, landing(`/admin/members/${ANN._id}`)],
    path,
  );
  return { ...view, ...server };
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('/admin/members', () => {
  beforeEach(() => signInOperator());

  it('lists members with e-mail, UID, role, joined, both wallets, active orders and a Blocked badge', async () => {
    const { calls, user } = renderMembers(memberPage([ANN, VIC]));
    await screen.findByRole('link', { name: 'Ann Lee' });
    expect(calls.of(routes.adminMembers)[0]?.query).toEqual({ page: '1' });
    expect(calls.of(routes.adminMembers)[0]?.headers.Authorization).toBe('Bearer operator-token');

    const ann = rowOf('Ann Lee');
    expect(within(ann).getByText('ann@example.com')).toBeTruthy();
    expect(within(ann).getByText('ANN123')).toBeTruthy();
    expect(within(ann).getByText('Member')).toBeTruthy();
    expect(within(ann).getByText('2024-05-06')).toBeTruthy();
    expect(within(ann).getByText('Electronic Wallet').nextElementSibling?.textContent).toBe('120.00 USDT');
    expect(within(ann).getByText('Flexible wallet').nextElementSibling?.textContent).toBe('45.50 USDT');
    expect(within(ann).getByText('Active orders').nextElementSibling?.textContent).toBe('2');
    expect(within(ann).queryByText('Blocked')).toBeNull();

    const vic = rowOf('Vic Vendor');
    expect(within(vic).getByText('Blocked')).toBeTruthy();
    expect(within(vic).getByText('Vendor')).toBeTruthy();
    expect(within(vic).getByText('Flexible wallet').nextElementSibling?.textContent).toBe('1,234.50 USDT');

    await user.click(screen.getByRole('link', { name: 'Ann Lee' }));
    expect(await screen.findByText(`landed on /admin/members/${ANN._id}`)).toBeTruthy();
  });

  it('sends the search on Enter and shows the matches, then pages through them with the search kept', async () => {
    const { calls, user } = renderMembers((call) =>
      call.query.search ? memberPage([ANN], { totalDocs: 11, totalPages: 2 }) : memberPage([ANN, VIC]),
    );
    await screen.findByRole('link', { name: 'Vic Vendor' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), '  ann@EXAMPLE  {Enter}');

    await waitFor(() =>
      expect(calls.of(routes.adminMembers).at(-1)?.query).toEqual({ search: 'ann@EXAMPLE', page: '1' }),
    );
    expect(await screen.findByText('11 members match “ann@EXAMPLE”')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vic Vendor' })).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.of(routes.adminMembers).at(-1)?.query).toEqual({ search: 'ann@EXAMPLE', page: '2' }),
    );
    expect((screen.getByRole('searchbox', { name: 'Search members' }) as HTMLInputElement).value).toBe('ann@EXAMPLE');
  });

  it('searches with the button too, and an empty search lists everyone again', async () => {
    const { calls, user } = renderMembers(memberPage([ANN]), '/admin/members?search=ann');
    await screen.findByRole('link', { name: 'Ann Lee' });
    expect(calls.of(routes.adminMembers)[0]?.query).toEqual({ search: 'ann', page: '1' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.of(routes.adminMembers).at(-1)?.query).toEqual({ page: '1' }));
  });

  it('says no member matches the search', async () => {
    renderMembers(memberPage([]), '/admin/members?search=nobody');
    expect(await screen.findByRole('heading', { name: 'No member matches “nobody”' })).toBeTruthy();
    expect(screen.getByText('Try part of the name, the e-mail, the phone number or the UID.')).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    renderMembers(fail(500, MSG.internal, 'INTERNAL'));
    expect(screen.getByLabelText('Loading the members')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a vendor account from the form, checking the fields first, then opens the vendor page', async () => {
    const vendor = memberDetailOf({ _id: VIC._id, fullName: 'Vic Vendor', role: 'Vendor', referId: 'VIC001' });
    const { calls } = stubRoutes(
      on(routes.adminMembers, memberPage([ANN])),
      on(routes.adminVendorCreate, ok(CONSOLE_MSG.vendorCreated, vendor)),
    );
    const { user } = renderRoutes(
      [{ path: '/admin/members', Component: MembersPage }, landing(`/admin/members/${VIC._id}`)],
      '/admin/members',
    );
    await screen.findByRole('link', { name: 'Ann Lee' });
    await user.click(screen.getByRole('button', { name: 'New vendor' }));
    const form = screen.getByRole('region', { name: 'Open a vendor account' });
    await user.click(within(form).getByRole('button', { name: 'Open vendor account' }));
    expect(await within(form).findByText(MSG.fullNameRequired)).toBeTruthy();
    await user.type(within(form).getByLabelText('Full name'), 'Vic Vendor');
    await user.type(within(form).getByLabelText('Phone'), '912345678');
    await user.click(within(form).getByRole('button', { name: 'Open vendor account' }));
    expect(await within(form).findByText(MSG.phoneInvalid)).toBeTruthy();
    await user.type(within(form).getByLabelText('Phone'), '0');
    await user.type(within(form).getByLabelText('E-mail'), 'vic@example.com');
    await user.click(within(form).getByRole('button', { name: 'Open vendor account' }));
    await waitFor(() =>
      expect(calls.of(routes.adminVendorCreate)[0]?.body).toEqual({
        fullName: 'Vic Vendor',
        phone: '9123456780',
        email: 'vic@example.com',
      }),
    );
    expect(await screen.findByText(`landed on /admin/members/${VIC._id}`)).toBeTruthy();
    expect(await screen.findByText(CONSOLE_MSG.vendorCreated)).toBeTruthy();
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    stubRoutes(
      on(routes.adminMembers, memberPage([ANN])),
      on(routes.adminVendorCreate, fail(409, OPERATORS_MSG.emailTaken, 'CONFLICT')),
    );
    const { user } = renderRoutes([{ path: '/admin/members', Component: MembersPage }], '/admin/members');
    await user.click(await screen.findByRole('button', { name: 'New vendor' }));
    const form = screen.getByRole('region', { name: 'Open a vendor account' });
    await user.type(within(form).getByLabelText('Full name'), 'Vic Vendor');
    await user.type(within(form).getByLabelText('Phone'), '9123456780');
    await user.type(within(form).getByLabelText('E-mail'), 'ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Open vendor account' }));
    expect(await within(form).findByText(OPERATORS_MSG.emailTaken)).toBeTruthy();
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Open a vendor account' })).toBeNull();
  });
});
