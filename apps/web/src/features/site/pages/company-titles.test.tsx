import { MSG, routes } from '@app/contract';
import { PageTitle } from '@app/web-kit/components/page-title';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { SITE_SETTINGS, siteStubs } from '../../../test/site-test-kit';

// docs/product.md#site: one company identity from the operator's settings, in member tabs as on the public site.
describe('PageTitle', () => {
  it("names the page and then the operator's company", async () => {
    stubRoutes(on(routes.publicSettings, ok(MSG.loaded, SITE_SETTINGS)));
    renderRoutes([{ path: '/deposit', Component: () => <PageTitle page="Deposit" /> }], '/deposit');
    expect(document.title).toBe('Deposit');
    await waitFor(() => expect(document.title).toBe(`Deposit · ${SITE_SETTINGS.companyName}`));
  });

  it('titles the sign-in screen with the company too', async () => {
    stubRoutes(...siteStubs());
    renderApp('/login');
    await waitFor(() => expect(document.title).toMatch(new RegExp(`· ${SITE_SETTINGS.companyName}$`)));
  });
});
