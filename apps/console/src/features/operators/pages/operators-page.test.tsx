import { MSG, OPERATORS_MSG, type OperatorRow, routes } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  OPERATOR,
  operatorRowOf,
  settingChangeOf,
  settingChangePage,
  signInOperator,
  toasts,
} from '../../../test/console-test-kit';
import { OperatorsPage } from './operators-page';

const operatorOf = operatorRowOf;

const ME = operatorOf({ _id: 'operator-1', fullName: OPERATOR.fullName, email: OPERATOR.email, isSelf: true });
const DINA = operatorOf({ role: 'finance' });
const IVO = operatorOf({ _id: '66666666-6666-4666-8666-666666666666', fullName: 'Ivo Invited', status: 'invited' });
const DAN = operatorOf({
  _id: '88888888-8888-4888-8888-888888888888',
  fullName: 'Dan Disabled',
  status: 'disabled',
  disabledAt: new Date(2024, 4, 7, 8, 9, 10).toISOString(),
});

function pageOf(docs: OperatorRow[]): ReplyTo<typeof routes.adminOperators> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length });
}

interface OperatorsStub {
  list?: Responder<typeof routes.adminOperators>;
  create?: Responder<typeof routes.adminOperatorCreate>;
  disable?: Responder<typeof routes.adminOperatorDisable>;
  enable?: Responder<typeof routes.adminOperatorEnable>;
  reinvite?: Responder<typeof routes.adminOperatorReinvite>;
  role?: Responder<typeof routes.adminOperatorRole>;
  changes?: Responder<typeof routes.adminSettingChanges>;
}

function renderOperators(stub: OperatorsStub = {}) {
  const server = stubRoutes(
    on(routes.adminSettingChanges, stub.changes ?? settingChangePage([])),
    on(routes.adminOperators, stub.list ?? pageOf([ME, DINA, IVO, DAN])),
    on(routes.adminOperatorCreate, stub.create ?? ok(OPERATORS_MSG.invited, IVO)),
    on(routes.adminOperatorDisable, stub.disable ?? ok(OPERATORS_MSG.disabled, { ...DINA, status: 'disabled' })),
    on(routes.adminOperatorEnable, stub.enable ?? ok(OPERATORS_MSG.enabled, { ...DAN, status: 'active' })),
    on(routes.adminOperatorReinvite, stub.reinvite ?? ok(OPERATORS_MSG.reinvited, IVO)),
    on(
      routes.adminOperatorRole,
      stub.role ?? ((call) => ok(OPERATORS_MSG.roleChanged, { ...DINA, ...(call.body as object) })),
    ),
  );
  const view = renderRoutes([{ path: '/admin/operators', Component: OperatorsPage }], '/admin/operators');
  return { ...view, ...server };
}

const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('/admin/operators', () => {
  beforeEach(() => signInOperator());

  it('lists every operator with a status badge, marks the caller, and offers Disable or Enable', async () => {
    const { calls } = renderOperators();
    await screen.findByRole('heading', { name: 'Dina Second' });
    expect(calls.of(routes.adminOperators)[0]?.query).toEqual({ page: '1' });
    expect(calls.of(routes.adminOperators)[0]?.headers.Authorization).toBe('Bearer operator-token');
    const me = rowOf(OPERATOR.fullName);
    expect(within(me).getByText('You')).toBeTruthy();
    expect(within(me).getByText('Active')).toBeTruthy();
    expect(within(rowOf('Dina Second')).getByText('dina@example.com')).toBeTruthy();
    expect(within(rowOf('Dina Second')).queryByText('You')).toBeNull();
    expect(within(rowOf('Ivo Invited')).getByText('Invited')).toBeTruthy();
    expect(within(rowOf('Ivo Invited')).getByText(/Has not set a password yet/)).toBeTruthy();
    expect(within(rowOf('Dan Disabled')).getByText('Disabled')).toBeTruthy();
    expect(within(rowOf('Dan Disabled')).getByText('Disabled 2024-05-07 08:09:10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable Dina Second' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable Ivo Invited' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable Dan Disabled' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable Dina Second' })).toBeNull();
  });

  it('shows the loading state, then the empty state', async () => {
    const { hold } = renderOperators({ list: pageOf([]) });
    const held = hold(routes.adminOperators);
    expect(await screen.findByLabelText('Loading the operators')).toBeTruthy();
    held.release();
    expect(await screen.findByText('No operators')).toBeTruthy();
  });

  it("invites: the contract's messages first, then the body it sends, and the list read again", async () => {
    let listed = 0;
    const { user, calls } = renderOperators({
      list: () => {
        listed += 1;
        return pageOf(listed === 1 ? [ME] : [ME, IVO]);
      },
    });
    const send = () => user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('heading', { name: OPERATOR.fullName });
    await send();
    await waitFor(() => expect(errorOf('Full name')).toBe(MSG.fullNameRequired));
    expect(errorOf('E-mail')).toBe(MSG.emailRequired);
    expect(errorOf('Role')).toBe(OPERATORS_MSG.roleInvalid);
    await user.type(screen.getByLabelText('Full name'), 'Ivo Invited');
    await send();
    await waitFor(() => expect(errorOf('E-mail')).toBe(MSG.emailRequired));
    await user.type(screen.getByLabelText('E-mail'), 'ivo@example');
    await send();
    await waitFor(() => expect(errorOf('E-mail')).toBe(MSG.emailInvalid));
    expect(calls.of(routes.adminOperatorCreate)).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), ' Ivo@Example.com ');
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'Choose a role',
      'Owner',
      'Finance',
      'Support',
      'Content',
    ]);
    await send();
    await waitFor(() => expect(errorOf('Role')).toBe(OPERATORS_MSG.roleInvalid));
    expect(errorOf('E-mail')).toBeNull();
    expect(calls.of(routes.adminOperatorCreate)).toHaveLength(0);

    await user.selectOptions(role, 'Support');
    await send();
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.invited]));
    expect(calls.of(routes.adminOperatorCreate)[0]?.body).toEqual({
      fullName: 'Ivo Invited',
      email: 'ivo@example.com',
      role: 'support',
    });
    expect(await screen.findByRole('heading', { name: 'Ivo Invited' })).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect(role.value).toBe('');
  });

  it("shows the server's refusal of an invitation under the form", async () => {
    const { user } = renderOperators({ create: fail(409, OPERATORS_MSG.emailTaken, 'CONFLICT') });
    await screen.findByRole('heading', { name: OPERATOR.fullName });
    await user.type(screen.getByLabelText('Full name'), 'Ann Lee');
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Content');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const form = screen.getByRole('region', { name: 'Invite operator' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(OPERATORS_MSG.emailTaken));
    expect(toasts()).toEqual([]);
  });

  it('disables after a confirm dialog naming the operator', async () => {
    const { user, calls } = renderOperators();
    await user.click(await screen.findByRole('button', { name: 'Disable Dina Second' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable operator' });
    expect(dialog.textContent).toContain('Disable Dina Second (dina@example.com)?');
    expect(dialog.textContent).toContain('Every session of this operator ends at once');
    expect(dialog.textContent).not.toContain('This is you');
    expect(calls.of(routes.adminOperatorDisable)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.disabled]));
    expect(calls.of(routes.adminOperatorDisable)[0]?.params).toEqual({ _id: DINA._id });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.of(routes.adminOperators)).toHaveLength(2));
  });

  it("offers neither a disable nor a change of role on the operator's own row", async () => {
    renderOperators();
    await screen.findByRole('heading', { name: OPERATOR.fullName });
    const me = rowOf(OPERATOR.fullName);
    expect(within(me).queryByRole('button')).toBeNull();
    expect(within(me).queryByRole('combobox')).toBeNull();
    expect(within(rowOf('Dina Second')).getByRole('combobox', { name: 'Role of Dina Second' })).toBeTruthy();
  });

  it('shows the last-owner refusal of a disable in the dialog', async () => {
    const { user } = renderOperators({ disable: fail(409, OPERATORS_MSG.lastOwner, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Disable Dina Second' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable operator' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(OPERATORS_MSG.lastOwner));
    expect(toasts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('enables a disabled operator after a confirm dialog', async () => {
    const { user, calls } = renderOperators();
    await user.click(await screen.findByRole('button', { name: 'Enable Dan Disabled' }));
    const dialog = screen.getByRole('dialog', { name: 'Enable operator' });
    expect(dialog.textContent).toContain('Enable Dan Disabled (dina@example.com)?');
    expect(dialog.textContent).toContain('the sessions the disable ended stay ended');
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.enabled]));
    expect(calls.of(routes.adminOperatorEnable)[0]?.params).toEqual({ _id: DAN._id });
  });

  it('sends an invited operator a new link, and offers it to nobody else', async () => {
    const { user, calls } = renderOperators();
    await screen.findByRole('heading', { name: 'Ivo Invited' });
    expect(screen.getAllByRole('button', { name: /a new link$/ })).toHaveLength(1);
    await user.click(within(rowOf('Ivo Invited')).getByRole('button', { name: 'Send Ivo Invited a new link' }));
    await waitFor(() => expect(calls.of(routes.adminOperatorReinvite)[0]?.params).toEqual({ _id: IVO._id }));
    await waitFor(() => expect(toasts()).toContain(OPERATORS_MSG.reinvited));
  });

  it("shows the server's refusal of a new link in the operator's row", async () => {
    const { user } = renderOperators({ reinvite: fail(409, OPERATORS_MSG.notInvited, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Send Ivo Invited a new link' }));
    expect(await within(rowOf('Ivo Invited')).findByRole('alert')).toHaveProperty(
      'textContent',
      OPERATORS_MSG.notInvited,
    );
  });

  it("shows each operator's role, and changes another operator's role with the server's answer as a toast", async () => {
    let listed = 0;
    const { user, calls } = renderOperators({
      list: () => {
        listed += 1;
        return pageOf([ME, listed === 1 ? DINA : { ...DINA, role: 'support' }, IVO, DAN]);
      },
    });
    await screen.findByRole('heading', { name: 'Dina Second' });
    expect(within(rowOf(OPERATOR.fullName)).getByText('Owner')).toBeTruthy();
    const select = within(rowOf('Dina Second')).getByRole('combobox', { name: 'Role of Dina Second' });
    expect((select as HTMLSelectElement).value).toBe('finance');
    const change = within(rowOf('Dina Second')).getByRole('button', { name: 'Change the role of Dina Second' });
    expect(change.hasAttribute('disabled')).toBe(true);

    await user.selectOptions(select, 'Support');
    expect(calls.of(routes.adminOperatorRole)).toHaveLength(0);
    await user.click(change);
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.roleChanged]));
    expect(calls.of(routes.adminOperatorRole)[0]?.params).toEqual({ _id: DINA._id });
    expect(calls.of(routes.adminOperatorRole)[0]?.body).toEqual({ role: 'support' });
    await waitFor(() => expect(calls.of(routes.adminOperators)).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(rowOf('Dina Second'))
          .getByRole('button', { name: 'Change the role of Dina Second' })
          .hasAttribute('disabled'),
      ).toBe(true),
    );
  });

  it("shows the server's refusal of a change of role as a toast and puts the role back", async () => {
    const { user } = renderOperators({ role: fail(409, OPERATORS_MSG.lastOwner, 'CONFLICT') });
    const select = await screen.findByRole('combobox', { name: 'Role of Ivo Invited' });
    await user.selectOptions(select, 'Content');
    await user.click(screen.getByRole('button', { name: 'Change the role of Ivo Invited' }));
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.lastOwner]));
    expect((select as HTMLSelectElement).value).toBe('owner');
  });
  it('shows a money role asked for, invited or given, waiting for a second owner', async () => {
    const promoted = settingChangeOf({
      _id: '55555555-5555-4555-8555-555555555555',
      subject: 'operator',
      targetId: DINA._id,
      patch: { role: 'owner' },
      before: { role: 'finance' },
    });
    const invited = settingChangeOf({
      subject: 'operator',
      targetId: null,
      patch: { email: 'sock@example.test', fullName: 'Sock Puppet', role: 'finance' },
      before: {},
    });
    renderOperators({ changes: settingChangePage([promoted, invited]) });
    const waiting = await screen.findByRole('region', { name: 'Money roles waiting for a second owner' });
    expect(within(waiting).getByText(`Give ${DINA.fullName} the Owner role (now Finance)`)).toBeTruthy();
    expect(within(waiting).getByText('Invite Sock Puppet (sock@example.test) with the Finance role')).toBeTruthy();
    expect(within(waiting).getAllByRole('button', { name: /^Approve (Give|Invite) / })).toHaveLength(2);
  });
});
