import { DEPOSIT_ADDRESS_MSG, type DepositRow, MSG, type PublicSettings, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DepositPage } from './deposit-page';

// docs/decisions/043-honest-figures.md#amounts-as-typed: a Spanish member types the amount as Spanish writes it, and
// the API still gets the decimal text it always took.

const SETTINGS: PublicSettings = { ...PUBLIC_SETTINGS, depositMinimum: 25 };
const HASH = `0x${'ab'.repeat(32)}`;

function renderDeposit() {
  const { calls } = stubRoutes(
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.addFund, ok(MSG.depositSubmitted, {} as DepositRow)),
    on(
      routes.depositAddress,
      ok(DEPOSIT_ADDRESS_MSG.loaded, {
        address: SETTINGS.depositAddress,
        index: null,
        mode: 'shared',
        network: SETTINGS.network,
        confirmations: 15,
        dustBelow: 1,
      }),
    ),
  );
  const view = renderRoutes([{ path: '/deposit', Component: DepositPage }, landing('/reacharge-list')], '/deposit');
  return { ...view, calls };
}

beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));
afterEach(async () => {
  await changeLocale('en');
});

describe('/deposit amount in Spanish', () => {
  it('shows 0,00 and sends 1.234,56 as 1234.56', async () => {
    await changeLocale('es');
    const { user, calls } = renderDeposit();
    const amount = await screen.findByLabelText('Importe');
    expect(amount.getAttribute('placeholder')).toBe('0,00');
    await user.type(amount, '1.234,56');
    await user.type(screen.getByLabelText('Hash o ID de la transacción'), HASH);
    await user.click(screen.getByRole('button', { name: 'Depositar ahora' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { amount: '1234.56', transaction_id: HASH } }),
    );
  });

  it('refuses a point that could be a thousands dot with the invalid-amount message, and sends nothing', async () => {
    await changeLocale('es');
    const { user, calls } = renderDeposit();
    await user.type(await screen.findByLabelText('Importe'), '1.234');
    await user.type(screen.getByLabelText('Hash o ID de la transacción'), HASH);
    await user.click(screen.getByRole('button', { name: 'Depositar ahora' }));
    await waitFor(() => expect(errorOf('Importe')).toBe('Introduce un importe válido (hasta 6 decimales)'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('keeps 0.00 in English', async () => {
    renderDeposit();
    expect((await screen.findByLabelText('Amount')).getAttribute('placeholder')).toBe('0.00');
  });
});
