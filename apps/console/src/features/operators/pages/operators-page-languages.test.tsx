import { MSG, OPERATORS_MSG, type OperatorRow, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operatorRowOf, settingChangePage, signInOperator } from '../../../test/console-test-kit';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';
import { ES_CONSOLE_OPERATORS } from '../texts.es';
import { HI_CONSOLE_OPERATORS } from '../texts.hi';
import { OperatorsPage } from './operators-page';

// docs/decisions/017-translations.md: the console's operators page, its invitation and its dialog in Spanish and Hindi.

describeDictionary('console operators', CONSOLE_OPERATOR_TEXTS, { es: ES_CONSOLE_OPERATORS, hi: HI_CONSOLE_OPERATORS });

/**
 * The English words of the area's dictionary that no translated text of it uses, left in what an operator reads or
 * hears on the page (the app's toaster aside).
 */
const englishLeft = (translated: Record<string, string>) =>
  englishLeftOnScreen([[CONSOLE_OPERATOR_TEXTS, translated]], { unchangedVouch: true });

function operatorOf(overrides: Partial<OperatorRow> = {}): OperatorRow {
  return operatorRowOf({ fullName: 'Ana Ruiz', email: 'ana@example.com', isSelf: true, ...overrides });
}

const ANA = operatorOf();
const LUIS = operatorOf({
  _id: '66666666-6666-4666-8666-666666666666',
  fullName: 'Luis Mora',
  status: 'invited',
  isSelf: false,
});
const SARA = operatorOf({
  _id: '88888888-8888-4888-8888-888888888888',
  fullName: 'Sara Gil',
  status: 'disabled',
  disabledAt: new Date(2024, 4, 7, 8, 9, 10).toISOString(),
  isSelf: false,
});

function renderOperators() {
  stubRoutes(
    on(routes.adminSettingChanges, settingChangePage([])),
    on(
      routes.adminOperators,
      ok(MSG.loaded, { docs: [ANA, LUIS, SARA], limit: 10, page: 1, totalPages: 1, totalDocs: 3 }),
    ),
    on(routes.adminOperatorDisable, ok(OPERATORS_MSG.disabled, { ...ANA, status: 'disabled' })),
  );
  return renderRoutes([{ path: '/admin/operators', Component: OperatorsPage }], '/admin/operators');
}

const rowOf = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('/admin/operators in Spanish and Hindi', () => {
  beforeEach(() => signInOperator());
  afterEach(async () => {
    await changeLocale('en');
  });

  it('lists the operators and words the disable dialog in Spanish', async () => {
    await changeLocale('es');
    const { user } = renderOperators();
    await screen.findByRole('heading', { name: 'Ana Ruiz' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Operadores');
    expect(within(rowOf('Ana Ruiz')).getByText('Tú')).toBeTruthy();
    expect(within(rowOf('Luis Mora')).getByText('Invitado')).toBeTruthy();
    expect(within(rowOf('Luis Mora')).getByRole('button', { name: 'Enviar un nuevo enlace a Luis Mora' })).toBeTruthy();
    expect(within(rowOf('Sara Gil')).getByRole('button', { name: 'Activar a Sara Gil' })).toBeTruthy();
    expect(englishLeft(ES_CONSOLE_OPERATORS)).toEqual([]);

    expect(within(rowOf('Ana Ruiz')).getByText('Propietario')).toBeTruthy();
    expect(within(rowOf('Luis Mora')).getByRole('combobox', { name: 'Rol de Luis Mora' })).toBeTruthy();
    expect(within(rowOf('Luis Mora')).getByRole('button', { name: 'Cambiar el rol de Luis Mora' })).toBeTruthy();
    expect(screen.getByLabelText('Rol')).toBeTruthy();

    await user.click(within(rowOf('Luis Mora')).getByRole('button', { name: 'Desactivar a Luis Mora' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar al operador' });
    expect(within(dialog).getByText('¿Desactivar a Luis Mora (ana@example.com)?')).toBeTruthy();
    expect(dialog.textContent).toContain('Al menos un propietario sigue siempre activo.');
    expect(englishLeft(ES_CONSOLE_OPERATORS)).toEqual([]);
  });

  it('lists the operators in Hindi', async () => {
    await changeLocale('hi');
    renderOperators();
    await screen.findByRole('heading', { name: 'Ana Ruiz' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऑपरेटर');
    expect(within(rowOf('Sara Gil')).getByText('निष्क्रिय')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आमंत्रण भेजें' })).toBeTruthy();
    expect(englishLeft(HI_CONSOLE_OPERATORS)).toEqual([]);
  });
});
