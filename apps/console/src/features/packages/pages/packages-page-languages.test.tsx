import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { PACKAGE_CATEGORY_TEXTS } from '@app/web-kit/lib/package-categories';
import { ES_PACKAGE_CATEGORIES } from '@app/web-kit/lib/package-category-texts.es';
import { type DictionaryPair, describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { adminPackageOf as packageOf } from '@app/web-kit/test/packages-test-kit';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { ES_CONSOLE, ES_CONSOLE_ISSUES } from '../../../kit/texts.es';
import { HI_CONSOLE_ISSUES } from '../../../kit/texts.hi';
import { CONSOLE_ISSUE_TEXTS } from '../../../kit/validation-texts';
import { settingChangePage, signInOperator } from '../../../test/console-test-kit';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';
import { ES_CONSOLE_PACKAGES } from '../texts.es';
import { HI_CONSOLE_PACKAGES } from '../texts.hi';
import { PackagesPage } from './packages-page';

// docs/decisions/017-translations.md: the console's packages page, its form and its settlement in Spanish.

describeDictionary('console packages', CONSOLE_PACKAGE_TEXTS, { es: ES_CONSOLE_PACKAGES, hi: HI_CONSOLE_PACKAGES });
describeDictionary('console form messages', CONSOLE_ISSUE_TEXTS, { es: ES_CONSOLE_ISSUES, hi: HI_CONSOLE_ISSUES });

/** The page's dictionaries, English and Spanish. */
const PAIRS: DictionaryPair[] = [
  [CONSOLE_PACKAGE_TEXTS, ES_CONSOLE_PACKAGES],
  [PACKAGE_CATEGORY_TEXTS, ES_PACKAGE_CATEGORIES],
  [CONSOLE_TEXTS, ES_CONSOLE],
  [CONSOLE_ISSUE_TEXTS, ES_CONSOLE_ISSUES],
];

/**
 * The English words of the page's dictionaries that no Spanish text of them uses ("Stake", the page's name, and
 * "NFT" are written the same in both), left in what an operator reads or hears on the page, its title too (the
 * app's toaster aside): none of them may be left on the Spanish page. A Spanish text left the same as its English
 * vouches for no word.
 */
const englishLeft = () => englishLeftOnScreen(PAIRS, { documentTitle: true });

const ORO = packageOf({ title: 'Oro', price: 199, maxPrice: 1000, handlingFee: 1 });
const PLATA = packageOf({
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Plata',
  status: 'inactive',
  category: 'exclusive',
});

function renderPackages() {
  const { calls } = stubRoutes(
    on(routes.adminSettingChanges, settingChangePage([])),
    on(routes.adminPackages, ok(MSG.loaded, [ORO, PLATA])),
    on(routes.adminPackageCreate, ok(MSG.packageSaved, ORO)),
    on(routes.adminPackageUpdate, ok(MSG.packageSaved, ORO)),
    on(
      routes.adminSettlementRun,
      ok(MSG.settlementDone, { day: '2024-05-06', members: 3, paidOrders: 1, amount: 12.5 }),
    ),
  );
  return { ...renderRoutes([{ path: '/admin/packages', Component: PackagesPage }], '/admin/packages'), calls };
}

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('/admin/packages in Spanish', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('lists the packages with Spanish words and Spanish figures', async () => {
    renderPackages();
    await screen.findByRole('heading', { name: 'Oro' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paquetes');
    const oro = itemOf('Oro');
    expect(within(oro).getByText('Activo')).toBeTruthy();
    expect(within(oro).getByText('En Stake, en la pestaña Paquete')).toBeTruthy();
    expect(within(oro).getByText('Importe').nextElementSibling?.textContent).toBe('199,00 – 1000,00 USDT');
    expect(within(oro).getByText('Comisión de gestión').nextElementSibling?.textContent).toBe('1\u00a0%');
    expect(within(oro).getByText('Vencimiento').nextElementSibling?.textContent).toBe('30 días');
    const plata = itemOf('Plata');
    expect(within(plata).getByText('Inactivo')).toBeTruthy();
    expect(within(plata).getByText('En Stake, en la pestaña Participaciones exclusivas NFT')).toBeTruthy();
    expect(within(plata).getByRole('button', { name: 'Activar Plata' })).toBeTruthy();
    expect(within(plata).getByText('Ninguna')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Liquidar ahora' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('words the package form, its tabs and its refusals in Spanish', async () => {
    const { user } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Nuevo paquete' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo paquete' });
    const tabs = within(dialog).getByLabelText('Pestaña en Stake');
    expect([...tabs.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Paquete',
      'Participaciones exclusivas NFT',
      'colección',
      'cartas de jugador',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Añadir el paquete' }));
    await waitFor(() => expect(errorOf('Título')).toBe('Introduce un título'));
    expect(errorOf('Rendimiento diario (%)')).toBe('Introduce un número');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    // The rules the contract states without a sentence, with their numbers, in Spanish.
    await user.type(within(dialog).getByLabelText('Rendimiento diario (%)'), '120');
    await user.type(within(dialog).getByLabelText('Vencimiento (días)'), '60.5');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir el paquete' }));
    await waitFor(() => expect(errorOf('Rendimiento diario (%)')).toBe('Introduce 100 o menos'));
    expect(errorOf('Vencimiento (días)')).toBe('Introduce un número entero');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Editar Oro' }));
    const edit = screen.getByRole('dialog', { name: 'Editar Oro' });
    await user.click(within(edit).getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() =>
      expect(within(edit).getByRole('alert').textContent).toBe('No ha cambiado nada: primero edita un campo.'),
    );
    expect(englishLeft()).toEqual([]);
  });

  it('reads a price as Spanish writes it and sends the decimal text the API takes', async () => {
    const { user, calls } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Nuevo paquete' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo paquete' });
    expect(within(dialog).getByLabelText('Precio (USDT)').getAttribute('placeholder')).toBe('0,00');
    await user.type(within(dialog).getByLabelText('Título'), 'Platino');
    await user.type(within(dialog).getByLabelText('Precio (USDT)'), '1.234,5');
    await user.type(within(dialog).getByLabelText('Rendimiento diario (%)'), '1');
    await user.type(within(dialog).getByLabelText('Vencimiento (días)'), '60');
    await user.selectOptions(within(dialog).getByLabelText('Estado'), 'draft');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir el paquete' }));
    await waitFor(() => expect(calls.of(routes.adminPackageCreate)).toHaveLength(1));
    expect(calls.of(routes.adminPackageCreate)[0]?.body).toMatchObject({ title: 'Platino', price: '1234.5' });
  });

  it("words today's settlement and what it paid in Spanish", async () => {
    const { user } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Liquidar ahora' }));
    const dialog = screen.getByRole('dialog', { name: '¿Realizar la liquidación de hoy?' });
    expect(englishLeft()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Realizar la liquidación' }));
    expect(await screen.findByText('2024-05-06: 1 pedido de 3 miembros pagados, 12,50 USDT en total.')).toBeTruthy();
  });
});
