import { type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UsdtAddressPage } from './usdt-address-page';

const ADDRESS = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';
const PROFILE = { fullName: 'Asha Rao', referId: 'ASHA01', usdtAddress: null } as MemberProfile;

function renderPage(
  saveAnswer: ReplyTo<typeof routes.saveUsdtAddress> = ok(MSG.usdtAddressSaved, { ...PROFILE, usdtAddress: ADDRESS }),
) {
  const { calls } = stubRoutes(
    on(routes.profile, ok(MSG.profileLoaded, PROFILE)),
    on(routes.saveUsdtAddress, saveAnswer),
  );
  renderRoutes([{ path: '/settingNew', Component: UsdtAddressPage }], '/settingNew');
  return calls;
}

describe('/settingNew', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('checks the address in order, saves it and shows it', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    expect(await screen.findByText('none yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(MSG.addressRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), '0x1234');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(MSG.addressInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText('USDT (BEP-20) address'));
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(MSG.usdtAddressSaved)).toBeTruthy();
    expect(await screen.findByText(ADDRESS, { selector: 'span' })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: routes.saveUsdtAddress.member.path, body: { address: ADDRESS } });
  });

  it('shows the server refusal as a toast', async () => {
    const user = userEvent.setup();
    renderPage(fail(409, MSG.usdtAddressTaken));
    await screen.findByText('none yet');
    await user.type(screen.getByLabelText('USDT (BEP-20) address'), ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(MSG.usdtAddressTaken)).toBeTruthy();
  });
});
