import { MSG } from '@app/contract';
import { isSessionEndedMarked, markSessionEnded } from '@app/web-kit/lib/storage';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSiteRoutes } from '../../test/site-test-kit';
import { appRoutes } from '../routes';

async function renderAt(path: string) {
  const view = renderRoutes(appRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

// Every page inside a layout reads the public settings (the company name in the header).
beforeEach(() => {
  stubSiteRoutes();
});

describe('the session-ended notice', () => {
  it('says on the landing page why a 401 brought the browser there, once', async () => {
    markSessionEnded();
    const { user } = await renderAt('/');

    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(MSG.unauthenticated);
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    // A reload does not repeat it (the mark is cleared by an effect, which a busy machine may run a moment later).
    await waitFor(() => expect(isSessionEndedMarked()).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MSG.unauthenticated)).toBeNull();
  });

  it('stays on the way to /login', async () => {
    markSessionEnded();
    const { user } = await renderAt('/');
    await user.click(within(screen.getByRole('status')).getByRole('link', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByText(MSG.unauthenticated)).toBeTruthy();
  });

  it('says nothing when no session ended (a first visit, or the member logged out)', async () => {
    await renderAt('/');
    expect(screen.queryByText(MSG.unauthenticated)).toBeNull();
  });
});
