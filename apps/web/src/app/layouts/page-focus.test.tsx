import { MAIN_ID } from '@app/web-kit/components/page-focus';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSiteRoutes } from '../../test/site-test-kit';
import { appRoutes } from '../routes';

// Every page inside a layout reads the public settings (the company name in the header).
beforeEach(() => {
  stubSiteRoutes();
});

describe('skip to content', () => {
  it('is the first stop of the keyboard on the site and moves focus to the page', async () => {
    const { user } = renderRoutes(appRoutes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById(MAIN_ID));
    // The log-in form is the next stop.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
