import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { orderOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addressBookOf, moneyOutOf, profileOf, SETTINGS } from '../../../test/withdrawals-test-kit';
import { CapitalWithdrawPage } from './capital-withdraw-page';

// docs/decisions/017-translations.md: the capital withdrawal's texts and figures in Hindi and Spanish.

afterEach(async () => {
  await changeLocale('en');
});

describe('/withdrawladd/:id in Hindi and Spanish', () => {
  const ORDER = orderOf({ title: 'Gold', price: 250, capitalChargePercent: 8 });
  const renderCapital = () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubRoutes(
      moneyOutOf(),
      on(routes.activePackages, ok(MSG.loaded, [ORDER])),
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.profile, ok(MSG.profileLoaded, profileOf())),
      addressBookOf(),
    );
    return renderRoutes(
      [{ path: '/withdrawladd/:id', Component: CapitalWithdrawPage }, landing('/my-order')],
      `/withdrawladd/${ORDER._id}`,
    );
  };

  it('words every text and formats every figure in Hindi', async () => {
    await changeLocale('hi');
    renderCapital();
    expect(await screen.findByRole('heading', { name: 'Gold की पूंजी निकालें' })).toBeTruthy();
    expect(screen.getByText('पूंजी').nextElementSibling?.textContent).toBe('250.00 USDT');
    expect(screen.getByText('एडमिन शुल्क').nextElementSibling?.textContent).toBe('8%');
    expect(screen.getByLabelText('पता')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeTruthy();
  });

  it('formats the percentage the Spanish way beside the Spanish texts', async () => {
    await changeLocale('es');
    renderCapital();
    expect(await screen.findByRole('heading', { name: 'Retirar el capital de Gold' })).toBeTruthy();
    expect(screen.getByText('Comisión de administración').nextElementSibling?.textContent).toBe('8\u00a0%');
    expect(screen.getByText('Capital').nextElementSibling?.textContent).toBe('250,00 USDT');
  });
});
