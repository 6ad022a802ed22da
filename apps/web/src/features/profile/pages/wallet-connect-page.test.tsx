import { type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WalletConnectPage } from './wallet-connect-page';

const ACCOUNT = `0x${'ab12'.repeat(10)}`;
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A wallet as an extension announces it (EIP-6963), answering eth_requestAccounts as `answer` says. */
function installWallet(name: string, answer: () => Promise<unknown>) {
  const announce = () =>
    window.dispatchEvent(
      Object.assign(new Event('eip6963:announceProvider'), {
        detail: {
          info: { uuid: `uuid-${name}`, name, icon: ICON, rdns: `test.${name.toLowerCase()}` },
          provider: { request: answer },
        },
      }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}

const removals: (() => void)[] = [];

function renderConnect() {
  const server = stubRoutes(
    on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao', usdtAddress: null } as MemberProfile)),
    on(
      routes.saveUsdtAddress,
      ok(MSG.usdtAddressSaved, { fullName: 'Asha Rao', usdtAddress: ACCOUNT } as MemberProfile),
    ),
  );
  return {
    ...renderRoutes([{ path: '/WalletConnect', Component: WalletConnectPage }, landing('/settings')], '/WalletConnect'),
    ...server,
  };
}

describe('/WalletConnect', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));
  afterEach(() => {
    for (const remove of removals.splice(0)) remove();
  });

  it("lists the wallets found, reads the chosen one's account and saves it as the USDT address", async () => {
    removals.push(installWallet('Fox', async () => [ACCOUNT]));
    removals.push(installWallet('Rabbit', async () => []));
    const { calls, user } = renderConnect();
    const wallets = await screen.findByRole('list', { name: 'Wallets' });
    expect(Array.from(wallets.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Fox', 'Rabbit']);
    await user.click(screen.getByRole('button', { name: 'Fox' }));
    expect(await screen.findByText(ACCOUNT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(calls.of(routes.saveUsdtAddress)[0]?.body).toEqual({ address: ACCOUNT }));
    expect(await screen.findByText(/^Saved\./)).toBeTruthy();
  });

  it('says so, visibly, when the member declines in the wallet', async () => {
    removals.push(installWallet('Fox', async () => Promise.reject(Object.assign(new Error('denied'), { code: 4001 }))));
    const { calls, user } = renderConnect();
    await user.click(await screen.findByRole('button', { name: 'Fox' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You declined in Fox: no address was shared.',
    );
    expect(calls.of(routes.saveUsdtAddress)).toHaveLength(0);
  });

  it('says honestly when no wallet is installed, and links to typing the address', async () => {
    renderConnect();
    expect(await screen.findByText(/No wallet was found in this browser/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'type your address on the USDT address page' }).getAttribute('href')).toBe(
      '/settingNew',
    );
  });

  it('goes back to the settings on Cancel', async () => {
    const { user } = renderConnect();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('landed on /settings')).toBeTruthy();
  });
});
