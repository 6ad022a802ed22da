import { FREEZE_LINK_PATH, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on } from '@app/web-kit/test/stub-routes';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSiteRoutes } from '../test/site-test-kit';
import { appRoutes } from './routes';

// docs/product.md#security-activity: a security alert's "This wasn't me" link opens FREEZE_LINK_PATH + its token, a
// public page (the member may be signed out, or signed out by the freeze) that calls nothing until its button.

const LINK = `${FREEZE_LINK_PATH}VGhpc1dhc250TWVfMDEyMzQ1Njc4OWFiY2RlZg`;

describe("the security alert's freeze link", () => {
  beforeEach(() => localStorage.clear());

  it('opens its page signed out or signed in, without a call to freeze', async () => {
    for (const token of [undefined, 'member']) {
      if (token) localStorage.setItem(STORAGE_KEY.memberToken, token);
      const { calls } = stubSiteRoutes(on(routes.freezeByLink, ok(MSG.freezeLinkDone)));
      const { router } = renderRoutes(appRoutes, LINK);
      expect(await screen.findByRole('button', { name: 'Freeze my account' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Freeze your account', level: 1 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(LINK);
      expect(calls.of(routes.freezeByLink)).toHaveLength(0);
      cleanup();
    }
  });
});
