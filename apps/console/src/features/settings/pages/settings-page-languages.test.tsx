import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { ES_CONSOLE } from '../../../kit/texts.es';
import { settingChangeOf, settingChangePage, settingsOf, signInOperator } from '../../../test/console-test-kit';
import { hintOf, SETTING_FIELDS } from '../components/settings-fields';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';
import { ES_CONSOLE_SETTINGS } from '../texts.es';
import { HI_CONSOLE_SETTINGS } from '../texts.hi';
import { SettingsPage } from './settings-page';

// docs/decisions/017-translations.md: /admin/settings, its groups, fields, options and rank ladder in Spanish.

/** Names, codes and placeholders every language keeps as they are. */
const KEPT = /USDT|BEP-20|QR|BNB Smart Chain|BNB|DEPOSIT_XPUB|KYC|UTC|Asia\/Kolkata|\{hash\}|\{address\}|\/reserves/g;

/** The team levels' letters, kept in Hindi too. */
const LEVEL_LETTERS = /\b[ABC]\b/g;

describeDictionary(
  'console settings',
  CONSOLE_SETTINGS_TEXTS,
  { es: ES_CONSOLE_SETTINGS, hi: HI_CONSOLE_SETTINGS },
  { kept: KEPT, latin: new RegExp(`${KEPT.source}|${LEVEL_LETTERS.source}`, 'g') },
);

/**
 * The English words of the page's dictionaries that no Spanish text of them uses, left in what an operator reads or
 * hears on the page (the toaster aside).
 */
const englishLeft = () =>
  englishLeftOnScreen([
    [CONSOLE_SETTINGS_TEXTS, ES_CONSOLE_SETTINGS],
    [CONSOLE_TEXTS, ES_CONSOLE],
  ]);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/admin/settings in Spanish', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('words every group, field, option and rank in Spanish', async () => {
    stubRoutes(
      on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
      on(
        routes.adminSettingChanges,
        settingChangePage([settingChangeOf({ requestedBy: { _id: 'operator-2', fullName: 'Tomás Ruiz' } })]),
      ),
    );
    const { user } = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Depósitos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ajustes');
    for (const group of ['Retiros', 'Ingresos', 'Plataforma', 'Empresa']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    const pending = screen.getByRole('region', { name: 'Cambios pendientes' });
    expect(within(pending).getByText('de 1000 a 5000')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: /^Aprobar / })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: /^Rechazar Segunda aprobación/ })).toBeTruthy();
    expect(SETTING_FIELDS.depositMinimum.label).toBe('Depósito mínimo (USDT)');
    expect(screen.getByText(hintOf('withdrawalMinimum')).textContent).toContain('billetera flexible');
    expect(screen.getByText(hintOf('payoutApprovalAbove')).textContent).toContain(
      'Subirlo espera la aprobación de un segundo propietario.',
    );
    expect(input('Nivel 2 (%)').value).toBe('5');
    expect(input('Capital del equipo para el rango 2 (USDT)').value).toBe('1000');
    const verification = screen.getByLabelText('Verificación');
    expect([...verification.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Revisión manual',
      'Verificación en la cadena',
    ]);
    expect(englishLeft()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText('No ha cambiado nada: primero edita un ajuste.')).toBeTruthy();
    const ranks = screen.getByText('Rangos', { selector: 'legend' }).closest('fieldset') as HTMLElement;
    const add = within(ranks).getByRole('button', { name: /^Añadir el rango/ });
    await user.click(add);
    await waitFor(() => expect(within(ranks).getByRole('button', { name: /^Quitar el rango/ })).toBeTruthy());
    expect(englishLeft()).toEqual([]);
  });
});
