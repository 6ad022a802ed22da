import { MSG, routes } from '@app/contract';
import { adminPackageOf } from '@app/web-kit/test/packages-test-kit';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operatorProfileAs, settingChangePage, signInOperator } from '../../../test/console-test-kit';
import { PackagesPage } from './packages-page';

// A package's name and description per language (docs/product.md#packages): a tab per language, and which languages
// are behind the English texts.

const SPANISH = { title: 'Oro', description: 'Un plan de 30 días.', changedAt: '2026-11-01T10:00:00.000Z' };
const GOLD = adminPackageOf({
  description: 'A 30-day plan.',
  translations: { es: SPANISH },
  behind: ['hi'],
});

function renderPackages() {
  const server = stubRoutes(
    on(routes.adminSettingChanges, settingChangePage([])),
    operatorProfileAs('owner'),
    on(routes.adminPackages, ok(MSG.loaded, [GOLD])),
    on(routes.adminPackageUpdate, ok(MSG.packageSaved, GOLD)),
    on(routes.adminPackageCreate, ok(MSG.packageSaved, GOLD)),
  );
  const view = renderRoutes([{ path: '/admin/packages', Component: PackagesPage }], '/admin/packages');
  return { ...view, ...server };
}

describe('/admin/packages: the texts per language', () => {
  beforeEach(() => signInOperator());
  afterEach(cleanup);

  it('names the languages behind English on the list and in the editor, a tab each', async () => {
    const { user } = renderPackages();
    await screen.findByRole('heading', { name: 'Gold' });
    expect(screen.getByText('Behind the English name and description: हिन्दी.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gold' });
    expect(within(dialog).getByRole('status').textContent).toBe('Behind the English name and description: हिन्दी.');
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['English', 'Español', 'हिन्दी(behind)']);
    await user.click(within(dialog).getByRole('tab', { name: 'Español' }));
    expect((within(dialog).getByLabelText('Title in Español') as HTMLInputElement).value).toBe('Oro');
    await user.click(within(dialog).getByRole('tab', { name: /हिन्दी/ }));
    expect(within(dialog).getByText(/English changed after these were written, or they are missing/)).toBeTruthy();
  });

  it('sends only the languages that changed, and a cleared language as none', async () => {
    const { user, calls } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gold' });
    await user.click(within(dialog).getByRole('tab', { name: /हिन्दी/ }));
    await user.type(within(dialog).getByLabelText('Title in हिन्दी'), 'सोना');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.of(routes.adminPackageUpdate)).toHaveLength(1));
    expect(calls.of(routes.adminPackageUpdate)[0]?.body).toEqual({
      translations: { hi: { title: 'सोना', description: '' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const again = screen.getByRole('dialog', { name: 'Edit Gold' });
    await user.click(within(again).getByRole('tab', { name: 'Español' }));
    await user.clear(within(again).getByLabelText('Title in Español'));
    await user.clear(within(again).getByLabelText('Description in Español'));
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.of(routes.adminPackageUpdate)).toHaveLength(2));
    expect(calls.of(routes.adminPackageUpdate)[1]?.body).toEqual({ translations: { es: null } });
  });

  it("refuses a language's description without its name", async () => {
    const { user, calls } = renderPackages();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gold' });
    await user.click(within(dialog).getByRole('tab', { name: 'Español' }));
    await user.clear(within(dialog).getByLabelText('Title in Español'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Title in Español')).toBe(MSG.packageTitleRequired));
    expect(calls.of(routes.adminPackageUpdate)).toHaveLength(0);
  });
});
