import { renderRoutes } from '@app/web-kit/test/render-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SITE_SETTINGS, stubSiteRoutes } from '../../test/site-test-kit';
import { appRoutes } from '../routes';

async function openSideMenu() {
  const view = renderRoutes(appRoutes, '/');
  await screen.findByRole('heading', { level: 1 });
  const opener = screen.getByRole('button', { name: 'Open side menu' });
  await view.user.click(opener);
  // The dialog's name is the company's, which loads after the dialog opens.
  return { ...view, opener, dialog: await screen.findByRole('dialog', { name: SITE_SETTINGS.companyName }) };
}

// Every page inside a layout reads the public settings (the company name in the header).
beforeEach(() => {
  stubSiteRoutes();
});

describe('side menu', () => {
  it('opens as a modal dialog with the focus inside', async () => {
    const { dialog } = await openSideMenu();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close side menu' }));
    expect(within(dialog).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contactForm');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog, user } = await openSideMenu();
    const close = within(dialog).getByRole('button', { name: 'Close side menu' });
    const links = within(dialog).getAllByRole('link');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links.at(-1));
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { opener, user } = await openSideMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button too', async () => {
    const { dialog, opener, user } = await openSideMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close side menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
