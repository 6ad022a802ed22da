import { MSG, routes, SETTING_DEFAULTS } from '@app/contract';
import { PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NO_PENDING_FUNDS,
  NO_RESERVE_SNAPSHOT,
  operatorProfileAs,
  overviewOf,
  signInOperator,
} from '../../../test/console-test-kit';
import { OverviewPage } from '../pages/overview-page';

// Decision 030: a fresh install's owner is asked to fill the company identity the public pages leave out.
const FRESH = {
  ...PUBLIC_SETTINGS,
  companyAddress: SETTING_DEFAULTS.companyAddress,
  companyEmail: SETTING_DEFAULTS.companyEmail,
  companyPeople: SETTING_DEFAULTS.companyPeople,
};
const WHOLE = { ...PUBLIC_SETTINGS, companyPeople: [{ name: 'Mara Quayle', role: 'Managing director' }] };

function renderOverview(settings: typeof PUBLIC_SETTINGS, ...stubs: RouteStub[]) {
  stubRoutes(
    ...stubs,
    NO_RESERVE_SNAPSHOT,
    NO_PENDING_FUNDS,
    on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    on(routes.publicSettings, ok(MSG.loaded, settings)),
  );
  return renderRoutes([{ path: '/admin', Component: OverviewPage }, landing('/admin/settings')], '/admin');
}

describe('the company identity notice on the console overview', () => {
  beforeEach(() => signInOperator());

  it('asks an owner of a fresh install for what is unset, and leads to the settings', async () => {
    const { user } = renderOverview(FRESH);
    const notice = await screen.findByRole('region', { name: 'Fill in your company identity' });
    expect(notice.textContent).toContain('the company address, the support e-mail, the people who run the platform');
    await user.click(screen.getByRole('link', { name: 'Open the company settings' }));
    expect(await screen.findByText('landed on /admin/settings')).toBeTruthy();
  });

  it('is gone once the identity is whole', async () => {
    renderOverview(WHOLE);
    // The queues show once the operator's role is read, and the settings came with the page.
    await screen.findByRole('heading', { name: 'Pending deposits' });
    expect(screen.queryByRole('region', { name: 'Fill in your company identity' })).toBeNull();
  });

  it('is not shown to a role that cannot change settings', async () => {
    renderOverview(FRESH, operatorProfileAs('finance'));
    await screen.findByRole('heading', { name: 'Members' });
    expect(screen.queryByRole('region', { name: 'Fill in your company identity' })).toBeNull();
  });
});
