import { MSG } from '@app/contract';
import { ES } from '@app/contract/i18n/es';
import { HI } from '@app/contract/i18n/hi';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, shot } from './console';
import { MEMBER_PASSWORD, signUpMember } from './members';
import { DEMO_MEMBER, expect, test } from './support';

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
  await expect(page.getByText('Billetera Flexible')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Idioma' });
  await section.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Language' }).getByRole('combobox')).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
