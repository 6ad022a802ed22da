import { MSG, type OperatorSettings, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingChangePage, settingsOf, signInOperator } from '../../../test/console-test-kit';
import { SettingsPage } from '../pages/settings-page';

// Decision 030: the owner names the people of the "Who runs the platform" page in the company settings.
function renderSettings(settings: OperatorSettings) {
  const server = stubRoutes(
    on(routes.adminSettings, ok(MSG.loaded, settings)),
    on(routes.adminSettingsUpdate, (call) =>
      ok(MSG.settingsSaved, { ...settings, ...(call.body as Partial<OperatorSettings>) }),
    ),
    on(routes.adminSettingChanges, settingChangePage([])),
  );
  const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
  return { ...view, ...server };
}

// The whole settings page, typed into field by field: slow on a busy machine.
describe('the people of the company settings', { timeout: 15_000 }, () => {
  beforeEach(() => signInOperator());

  it('adds a person with a name and a role, and sends the whole list', async () => {
    const { user, calls } = renderSettings(settingsOf());
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    const person = screen.getByRole('group', { name: 'Person 1' });
    await user.type(within(person).getByLabelText('Name'), 'Mara Quayle');
    await user.type(within(person).getByLabelText('Role'), 'Managing director');
    await user.type(within(person).getByLabelText('Role in Spanish'), 'Directora general');
    await user.type(within(person).getByLabelText('Role in Hindi'), 'प्रबंध निदेशक');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.settingsSaved)).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({
      companyPeople: [
        { name: 'Mara Quayle', role: 'Managing director', roles: { es: 'Directora general', hi: 'प्रबंध निदेशक' } },
      ],
    });
  });

  it("refuses a person without a role with the contract's message, and removes the last person", async () => {
    const named = settingsOf({ companyPeople: [{ name: 'Mara Quayle', role: 'Managing director' }] });
    const { user, calls } = renderSettings(named);
    await user.click(await screen.findByRole('button', { name: 'Add a person' }));
    await user.type(within(screen.getByRole('group', { name: 'Person 2' })).getByLabelText('Name'), 'Tom Adeyemi');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('must not be empty')).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove person 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove person 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MSG.settingsSaved)).toBeTruthy();
    expect(calls.of(routes.adminSettingsUpdate)[0]?.body).toEqual({ companyPeople: [] });
  });
});
