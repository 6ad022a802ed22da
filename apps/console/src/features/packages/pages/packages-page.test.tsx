import { type AdminPackageRow, MSG, OPERATORS_MSG, type OperatorRole, routes } from '@app/contract';
import { adminPackageOf as packageOf } from '@app/web-kit/test/packages-test-kit';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  operatorProfileAs,
  profileShown,
  settingChangeOf,
  settingChangePage,
  signInOperator,
  toasts,
} from '../../../test/console-test-kit';
import { PackagesPage } from './packages-page';

const GOLD = packageOf();
const SILVER = packageOf({
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Silver',
  price: 50.5,
  yield: 1,
  status: 'inactive',
});

interface PackagesStub {
  role?: OperatorRole;
  list?: Responder<typeof routes.adminPackages>;
  create?: Responder<typeof routes.adminPackageCreate>;
  update?: Responder<typeof routes.adminPackageUpdate>;
  changes?: Responder<typeof routes.adminSettingChanges>;
}

function renderPackages(stub: PackagesStub = {}) {
  const server = stubRoutes(
    on(routes.adminSettingChanges, stub.changes ?? settingChangePage([])),
    on(
      routes.adminSettingChangeApprove,
      ok(OPERATORS_MSG.settingChangeApproved, settingChangeOf({ status: 'approved' })),
    ),
    operatorProfileAs(stub.role ?? 'owner'),
    on(routes.adminPackages, stub.list ?? ok(MSG.loaded, [GOLD, SILVER])),
    on(routes.adminPackageCreate, stub.create ?? ok(MSG.packageSaved, GOLD)),
    on(routes.adminPackageUpdate, stub.update ?? ok(MSG.packageSaved, GOLD)),
    on(
      routes.adminSettlementRun,
      ok(MSG.settlementDone, { day: '2024-05-06', members: 3, paidOrders: 4, amount: 12.5 }),
    ),
  );
  const view = renderRoutes([{ path: '/admin/packages', Component: PackagesPage }], '/admin/packages');
  return { ...view, ...server };
}

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('/admin/packages', () => {
  beforeEach(() => signInOperator());

  it('lists every package, active or not, and says orders keep their terms', async () => {
    renderPackages();
    await screen.findByRole('heading', { name: 'Gold' });
    const gold = itemOf('Gold');
    expect(within(gold).getByText('Active')).toBeTruthy();
    expect(within(gold).getByText('100.00 USDT')).toBeTruthy();
    expect(within(gold).getByText('1.5%')).toBeTruthy();
    expect(within(gold).getByText('30 days')).toBeTruthy();
    expect(within(itemOf('Silver')).getByText('Inactive')).toBeTruthy();
    expect(within(itemOf('Silver')).getByRole('button', { name: 'Activate Silver' })).toBeTruthy();
    expect(screen.getByText(/Orders keep the terms they were bought with/)).toBeTruthy();
  });

  it("creates a package: the contract's messages first, then the body it sends", async () => {
    let listed = 0;
    const { user, calls } = renderPackages({
      list: () => {
        listed += 1;
        return ok(MSG.loaded, listed === 1 ? [GOLD] : [GOLD, SILVER]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = screen.getByRole('dialog', { name: 'New package' });
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(errorOf('Title')).toBe(MSG.packageTitleRequired));
    expect(errorOf('Price (USDT)')).toBe(MSG.amountRequired);
    expect(errorOf('Daily yield (%)')).toBe('Please enter a number');
    expect(errorOf('Maturity (days)')).toBe('Please enter a number');

    await user.type(within(dialog).getByLabelText('Title'), 'Platinum');
    await user.type(within(dialog).getByLabelText('Price (USDT)'), '250.1234567');
    await user.type(within(dialog).getByLabelText('Daily yield (%)'), '120');
    await user.type(within(dialog).getByLabelText('Maturity (days)'), '60.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(errorOf('Price (USDT)')).toBe(MSG.amountInvalid));
    expect(errorOf('Title')).toBeNull();
    expect(errorOf('Daily yield (%)')).toBe('Please enter 100 or less');
    expect(errorOf('Maturity (days)')).toBe('Please enter a whole number');
    expect(calls.of(routes.adminPackageCreate)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Price (USDT)'));
    await user.type(within(dialog).getByLabelText('Price (USDT)'), '250.5');
    await user.clear(within(dialog).getByLabelText('Daily yield (%)'));
    await user.type(within(dialog).getByLabelText('Daily yield (%)'), '1.2');
    await user.clear(within(dialog).getByLabelText('Maturity (days)'));
    await user.type(within(dialog).getByLabelText('Maturity (days)'), '60');
    // A new package may be kept a draft; any other status waits for a second owner (docs/decisions/035-dual-control.md).
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'draft');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));

    expect(await screen.findByText(MSG.packageSaved)).toBeTruthy();
    expect(calls.of(routes.adminPackageCreate)).toHaveLength(1);
    expect(calls.of(routes.adminPackageCreate)[0]?.body).toEqual({
      title: 'Platinum',
      description: '',
      price: '250.5',
      yield: 1.2,
      maturity: 60,
      status: 'draft',
      category: 'package',
      maxPrice: null,
      handlingFee: 0,
      translations: {},
    });
    expect(await screen.findByRole('heading', { name: 'Silver' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the Stake tab, a range and a handling fee, and refuses a top not above the price', async () => {
    const { user, calls } = renderPackages({});
    await user.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = screen.getByRole('dialog', { name: 'New package' });
    await user.type(within(dialog).getByLabelText('Title'), 'Exclusive');
    await user.selectOptions(within(dialog).getByLabelText('Tab on Stake'), 'exclusive');
    await user.type(within(dialog).getByLabelText('Price (USDT)'), '199');
    await user.type(within(dialog).getByLabelText('Highest amount (USDT)'), '199');
    await user.clear(within(dialog).getByLabelText('Handling fee (%)'));
    await user.type(within(dialog).getByLabelText('Handling fee (%)'), '1');
    await user.type(within(dialog).getByLabelText('Daily yield (%)'), '1.5');
    await user.type(within(dialog).getByLabelText('Maturity (days)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(errorOf('Highest amount (USDT)')).toBe(MSG.packageRangeInvalid));
    expect(calls.of(routes.adminPackageCreate)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Highest amount (USDT)'));
    await user.type(within(dialog).getByLabelText('Highest amount (USDT)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(calls.of(routes.adminPackageCreate)).toHaveLength(1));
    expect(calls.of(routes.adminPackageCreate)[0]?.body).toMatchObject({
      category: 'exclusive',
      price: '199',
      maxPrice: '1000',
      handlingFee: 1,
    });
  });

  it('shows a refused package in the dialog', async () => {
    const { user } = renderPackages({ create: fail(409, MSG.packageTitleTaken, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = screen.getByRole('dialog', { name: 'New package' });
    await user.type(within(dialog).getByLabelText('Title'), 'Gold');
    await user.type(within(dialog).getByLabelText('Price (USDT)'), '100');
    await user.type(within(dialog).getByLabelText('Daily yield (%)'), '1');
    await user.type(within(dialog).getByLabelText('Maturity (days)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.packageTitleTaken));
    expect(toasts()).toEqual([]);
  });

  it('edits a package sending only what changed', async () => {
    const { user, calls } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gold' });
    expect((within(dialog).getByLabelText('Price (USDT)') as HTMLInputElement).value).toBe('100');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Nothing changed: edit a field first.'),
    );
    expect(calls.of(routes.adminPackageUpdate)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Daily yield (%)'));
    await user.type(within(dialog).getByLabelText('Daily yield (%)'), '1.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.packageSaved)).toBeTruthy();
    expect(calls.of(routes.adminPackageUpdate)[0]).toMatchObject({ params: { _id: GOLD._id }, body: { yield: 1.75 } });
    expect(calls.of(routes.adminPackageUpdate)[0]?.body).toEqual({ yield: 1.75 });
  });

  it('deactivates and activates a package with one click', async () => {
    const { user, calls } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Gold' }));
    expect(await screen.findByText(MSG.packageSaved)).toBeTruthy();
    expect(calls.of(routes.adminPackageUpdate)[0]).toMatchObject({
      params: { _id: GOLD._id },
      body: { status: 'inactive' },
    });
    await user.click(screen.getByRole('button', { name: 'Activate Silver' }));
    await waitFor(() => expect(calls.of(routes.adminPackageUpdate)).toHaveLength(2));
    expect(calls.of(routes.adminPackageUpdate)[1]).toMatchObject({
      params: { _id: SILVER._id },
      body: { status: 'active' },
    });
    await waitFor(() => expect(calls.of(routes.adminPackages).length).toBeGreaterThanOrEqual(2));
  });

  it("runs today's settlement after a confirmation and shows what it paid", async () => {
    const { user, calls } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Run settlement now' }));
    const dialog = screen.getByRole('dialog', { name: "Run today's settlement?" });
    await user.click(within(dialog).getByRole('button', { name: 'Run settlement' }));
    expect(await screen.findByText(MSG.settlementDone)).toBeTruthy();
    expect(calls.of(routes.adminSettlementRun)).toHaveLength(1);
    expect(screen.getByText('2024-05-06: 4 orders of 3 members paid, 12.50 USDT in all.')).toBeTruthy();
  });

  it('shows an empty state without packages', async () => {
    renderPackages({ list: ok(MSG.loaded, [] as AdminPackageRow[]) });
    expect(await screen.findByRole('heading', { name: 'No packages yet' })).toBeTruthy();
  });

  it("shows packages' terms read only to a role that may not change them, settlement to finance alone", async () => {
    for (const [role, settles] of [
      ['finance', true],
      ['support', false],
    ] as const) {
      const server = renderPackages({ role });
      await screen.findByRole('heading', { name: 'Gold' });
      await profileShown(server);
      expect(screen.queryByRole('button', { name: 'New package' })).toBeNull();
      expect(within(itemOf('Gold')).queryByRole('button')).toBeNull();
      expect(Boolean(screen.queryByRole('heading', { name: 'Daily settlement' }))).toBe(settles);
      cleanup();
    }
  });
  it("shows a package's new terms waiting for a second owner beside the live ones, per 100 USDT, and approves them", async () => {
    const change = settingChangeOf({
      subject: 'package',
      targetId: GOLD._id,
      patch: { yield: 3 },
      before: { yield: GOLD.yield },
    });
    const { user, calls } = renderPackages({ changes: settingChangePage([change]) });
    const waiting = await screen.findByRole('region', { name: 'Terms waiting for a second owner' });
    expect(within(waiting).getByText(`New terms for ${GOLD.title}`)).toBeTruthy();
    expect(
      within(waiting).getByText(/^Per 100 USDT invested: 3\.00 USDT a day, 90\.00 USDT over 30 days/),
    ).toBeTruthy();
    expect(within(waiting).getByText(/^On sale now: 1\.50 USDT a day, 45\.00 USDT over 30 days/)).toBeTruthy();
    await user.click(within(waiting).getByRole('button', { name: /^Approve / }));
    await user.click(within(waiting).getByRole('button', { name: 'Yes, approve it' }));
    await waitFor(() => expect(toasts()).toEqual([OPERATORS_MSG.settingChangeApproved]));
    expect(calls.of(routes.adminSettingChangeApprove)).toHaveLength(1);
    expect(calls.of(routes.adminSettingChanges)[0]?.query).toEqual({ status: 'pending', subject: 'package' });
  });

  it('marks a draft and offers to put it on sale', async () => {
    const draft = packageOf({ _id: '33333333-3333-4333-8333-333333333333', title: 'Draft Plan', status: 'draft' });
    renderPackages({ list: ok(MSG.loaded, [draft]) });
    const item = (await screen.findByRole('heading', { name: 'Draft Plan' })).closest('li') as HTMLElement;
    expect(within(item).getByText('Draft')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Put on sale Draft Plan' })).toBeTruthy();
  });

  it('does not offer "Put on sale" again while putting it on sale waits for a second owner', async () => {
    const draft = packageOf({ _id: '33333333-3333-4333-8333-333333333333', title: 'Draft Plan', status: 'draft' });
    const asked = settingChangeOf({
      subject: 'package',
      targetId: draft._id,
      patch: { status: 'active' },
      before: { status: 'draft' },
    });
    renderPackages({ list: ok(MSG.loaded, [draft]), changes: settingChangePage([asked]) });
    await screen.findByRole('region', { name: 'Terms waiting for a second owner' });
    const item = itemOf('Draft Plan');
    expect(within(item).queryByRole('button', { name: 'Put on sale Draft Plan' })).toBeNull();
    expect(within(item).getByText('Waiting for a second owner')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Edit Draft Plan' })).toBeTruthy();
  });
});
