import { MSG } from '@app/contract';
import { ES } from '@app/contract/i18n/es';
import { HI } from '@app/contract/i18n/hi';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, shot, storeMemberSession, storeOperatorSession } from './console';
import { englishWordsIn } from './english-words';
import { logInMemberByApi, MEMBER_PASSWORD, signUpMember } from './members';
import { DEMO_MEMBER, expect, operatorToken, test } from './support';

// docs/product.md#languages: the header's switch shows the site in Hindi or Spanish, the server answers in the
// chosen language, and the choice holds on the next visit and on /settings.

// A wrong password is the refusal this journey provokes, once per language.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\) \(at [^)]*\/publicApi\/signinSeller\)$/] });

const headerSwitch = (page: Page) => page.getByRole('banner').getByRole('combobox');

async function logInWith(page: Page, labels: { email: string; password: string; submit: string }, password: string) {
  await page.getByLabel(labels.email).fill(DEMO_MEMBER.email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

for (const [name, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test(`on a ${name}, the header switches the log-in page and the server's answers to Hindi, then Spanish`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await headerSwitch(page).selectOption({ label: 'हिन्दी' });
    await expect(page.getByRole('heading', { name: 'लॉग इन', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(headerSwitch(page)).toBeFocused();
    await logInWith(page, { email: 'ईमेल', password: 'पासवर्ड', submit: 'लॉग इन करें' }, 'Not-the-password-1');
    await expect(page.getByText(HI.MSG.loginInvalid)).toBeVisible();
    await expect(page.getByText(MSG.loginInvalid)).toHaveCount(0);
    // Drawn in Devanagari (Debian's fonts-noto-core), not in boxes: a person looks at this one.
    await shot(page, `login-hindi-${name}`, { viewport: true });

    await headerSwitch(page).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    // A message made in the browser from the contract's schema, in Spanish.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(ES.MSG.loginEmailRequired)).toBeVisible();
    await logInWith(
      page,
      { email: 'Correo electrónico', password: 'Contraseña', submit: 'Entrar' },
      'Not-the-password-1',
    );
    await expect(page.getByText(ES.MSG.loginInvalid)).toBeVisible();

    // The next visit starts in Spanish.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expect(headerSwitch(page)).toHaveValue('es');
  });
}

test('a member signed in in Spanish sees /my and /settings in Spanish, and switches back to English there', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Lucía Idioma', sponsor: DEMO_MEMBER.referId });
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await headerSwitch(page).selectOption('es');
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(ES.MSG.loginSuccess)).toBeVisible();
  await expect(page.getByRole('table', { name: /Ingresos/ })).toBeVisible();
  await expect(page.getByText('Billetera flexible')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Idioma' });
  await section.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Language' }).getByRole('combobox')).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

async function openIn(page: Page, locale: 'hi' | 'es', path: string) {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const SCREENS = {
  hi: {
    withdraw: 'USDT निकालें',
    team: 'मेरी टीम',
    credits: 'क्रेडिट',
    menu: 'मेनू',
    flexible: 'फ्लेक्सिबल वॉलेट',
    rank: 'रैंक की प्रगति',
  },
  es: {
    withdraw: 'Retirar USDT',
    team: 'Mi equipo',
    credits: 'Abonos',
    menu: 'Menú',
    flexible: 'Billetera flexible',
    rank: 'Progreso de rango',
  },
} as const;

for (const locale of ['hi', 'es'] as const) {
  test(`a member's /withdrawladd and /my-team, and the console's credits, have no English left in ${locale}`, async ({
    page,
    request,
  }) => {
    const words = SCREENS[locale];
    await page.setViewportSize(PHONE);
    const member = await logInMemberByApi(request, DEMO_MEMBER);
    await storeMemberSession(page, member);

    // The wallets are named whole in the language, never half in English.
    await openIn(page, locale, '/my');
    await expect(page.getByText(words.flexible, { exact: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/Electronic|Flexible|Trade for/);
    await expect(page.getByRole('heading', { name: words.rank })).toBeVisible();
    // The member's own name, e-mail and UID are what they wrote, not the screen's words.
    const person = [member.fullName, member.email, member.referId];
    expect(await englishWordsIn(page.getByRole('main'), locale, '', person)).toEqual([]);
    if (locale === 'hi') await shot(page, 'my-hindi-phone');

    await openIn(page, locale, '/withdrawladd');
    await expect(page.getByRole('heading', { name: words.withdraw })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The demo member's past withdrawals are listed under the form, their statuses and wallet named too.
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    // The rejected row's reason is a kept one, in the member's language too.
    expect(await englishWordsIn(page.getByRole('main'), locale)).toEqual([]);
    if (locale === 'hi') await shot(page, 'withdrawladd-hindi-phone');

    await openIn(page, locale, '/my-team');
    await expect(page.getByRole('heading', { name: words.team, level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await englishWordsIn(page.getByRole('main'), locale)).toEqual([]);

    await storeOperatorSession(page, await operatorToken(request));
    await openIn(page, locale, '/admin/adjustments?status=posted');
    await expect(page.getByRole('heading', { name: words.credits, level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: words.menu }).click();
    const menu = page.getByRole('navigation', { name: locale === 'hi' ? 'ऑपरेटर कंसोल' : 'Consola del operador' });
    await expect(menu).toBeVisible();
    expect(await englishWordsIn(menu, locale)).toEqual([]);
    await page.keyboard.press('Escape');
    // A row's member, reason and the names and UIDs in it are what people wrote; every other word is the console's.
    const written = 'li a, li p.break-words, [translate="no"]';
    expect(await englishWordsIn(page.getByRole('main'), locale, written)).toEqual([]);
    if (locale === 'hi') await shot(page, 'console-credits-hindi-phone');
  });
}

// The site's shipped pages have their own Spanish and Hindi texts (docs/decisions/017-translations.md); the company
// name is the operator's, written as they set it.
const PUBLIC_PAGES = [
  '/faq',
  '/about-1',
  '/team',
  '/gallery',
  '/purchase-guide',
  '/courses',
  '/checkout',
  '/contactForm',
  '/pricing',
  '/blog-sidebar',
  '/news/how-daily-profit-works',
];

for (const locale of ['hi', 'es'] as const) {
  test(`a visitor reads the site's pages, its menu and its footer with no English left in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    for (const path of PUBLIC_PAGES) {
      await openIn(page, locale, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The operator's name, people's names, the address, e-mail and time zone are theirs (translate="no"); file types,
      // QR and UTC (a news post's platform day) are written so in every language.
      const written = '[translate="no"], a[href^="mailto:"]';
      const kept = ['JPEG', 'PNG', 'PDF', 'QR', 'UTC'];
      expect(await englishWordsIn(page.getByRole('main'), locale, written, kept), path).toEqual([]);
      expect(await englishWordsIn(page.getByRole('contentinfo'), locale, written), `${path} footer`).toEqual([]);
      if (locale === 'hi' && path === '/faq') await shot(page, 'faq-hindi-phone');
    }
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: locale === 'hi' ? 'मेनू' : 'Menú', exact: true });
    await menuButton.click();
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    // Each group opens in turn (opening one may close another), and every page name it shows is translated.
    const groups = menu.getByRole('button');
    for (let index = 0; index < (await groups.count()); index += 1) {
      const group = groups.nth(index);
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      expect(await englishWordsIn(menu, locale, '[translate="no"]'), `menu group ${index}`).toEqual([]);
    }
    if (locale === 'hi') await shot(page, 'site-menu-hindi-phone', { viewport: true });
  });
}
