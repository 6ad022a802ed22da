import { SETTING_DEFAULTS } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { SITE_SETTINGS, siteStubs } from '../../../test/site-test-kit';

// Decision 030: a fresh install's pages show no placeholder company; what the operator has not set is not shown.
const UNSET = {
  ...SITE_SETTINGS,
  companyAddress: SETTING_DEFAULTS.companyAddress,
  companyEmail: SETTING_DEFAULTS.companyEmail,
  companyPeople: SETTING_DEFAULTS.companyPeople,
};

function renderWith(settings: typeof SITE_SETTINGS, path: string) {
  stubRoutes(...siteStubs(settings));
  return renderApp(path);
}

describe('the company identity on the public pages', () => {
  it('starts unset on a fresh install: no address, e-mail or people to show', () => {
    expect([UNSET.companyAddress, UNSET.companyEmail, UNSET.companyPeople]).toEqual(['', '', []]);
  });

  it('leaves out of the contact page and the footer the address and e-mail the operator has not set', async () => {
    renderWith(UNSET, '/contactForm');
    const details = await screen.findByRole('region', { name: 'Contact details' });
    expect(await within(details).findByText(SITE_SETTINGS.companyName)).toBeTruthy();
    expect(within(details).queryByText('Address')).toBeNull();
    expect(within(details).queryByText('Email')).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')).toBeNull();
  });

  it('shows on "Who runs the platform" no people section and no initials while no one is named', async () => {
    renderWith(UNSET, '/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Who runs the platform' })).toBeTruthy();
    expect(screen.getByText('Deposit review')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The people' })).toBeNull();
    expect(screen.queryByText('Dr')).toBeNull();
    expect(document.querySelector('main svg text')).toBeNull();
  });

  it('names the people the operator set, with their roles', async () => {
    renderWith(SITE_SETTINGS, '/team');
    const people = await screen.findByRole('region', { name: 'The people' });
    expect(within(people).getByText('Mara Quayle')).toBeTruthy();
    expect(within(people).getByText('Managing director')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What the operators do' })).toBeTruthy();
  });

  it('draws no placeholder pictures on the member screens page', async () => {
    renderWith(SITE_SETTINGS, '/gallery');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('My account')).toBeTruthy();
    expect(document.querySelector('main svg')).toBeNull();
  });

  describe("in the reader's language", () => {
    afterEach(async () => {
      await changeLocale('en');
    });

    it("marks the demo's made-up address as a demo address in the language, the address itself as written", async () => {
      await changeLocale('hi');
      renderWith({ ...SITE_SETTINGS, companyAddressIsDemo: true }, '/contactForm');
      const details = await screen.findByRole('region', { name: 'संपर्क विवरण' });
      const address = await within(details).findByText(SITE_SETTINGS.companyAddress);
      expect(address.getAttribute('translate')).toBe('no');
      expect(within(details).getByText(SITE_SETTINGS.companyName).getAttribute('translate')).toBe('no');
      expect(address.parentElement?.textContent).toBe(`${SITE_SETTINGS.companyAddress} (एक डेमो पता)`);
      const footer = screen.getByRole('contentinfo');
      expect(footer.querySelector('address')?.textContent).toContain('(एक डेमो पता)');
      expect(footer.querySelector('address')?.getAttribute('translate')).toBeNull();
    });

    it('names each role in the language the owner wrote it in, else in English, the names as written', async () => {
      const people = [
        { name: 'Mara Quayle', role: 'Managing director', roles: { es: 'Directora general', hi: 'प्रबंध निदेशक' } },
        { name: 'Tom Adeyemi', role: 'Member support', roles: { es: '', hi: '' } },
      ];
      await changeLocale('hi');
      renderWith({ ...SITE_SETTINGS, companyPeople: people }, '/team');
      const section = await screen.findByRole('region', { name: 'टीम के लोग' });
      const role = within(section).getByText('प्रबंध निदेशक');
      expect(role.closest('[translate="no"]')).toBeNull();
      expect(within(section).getByText('Mara Quayle').getAttribute('translate')).toBe('no');
      // A role not written in Hindi shows the English one rather than nothing.
      expect(within(section).getByText('Member support')).toBeTruthy();
    });

    it("adds no mark to an operator's own address", async () => {
      await changeLocale('es');
      renderWith(SITE_SETTINGS, '/contactForm');
      const address = await screen.findByText(SITE_SETTINGS.companyAddress, { selector: 'dd span' });
      expect(address.parentElement?.textContent).toBe(SITE_SETTINGS.companyAddress);
    });
  });
});
