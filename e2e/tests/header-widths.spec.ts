import type { Page } from '@playwright/test';
import { shot } from './console';
import { expect, test } from './support';

// The public header at the desktop widths where a longer language's words used to run off the screen: at 1,100,
// 1,280 and 1,366 px, in English, Spanish and Hindi, nothing scrolls sideways, the log-in and sign-up links are
// whole and inside the window, and the header keeps a margin from the window's edge.

const WIDTHS = [1100, 1280, 1366];
const LANGUAGES = [
  { label: 'English', code: 'en', login: 'Log in', signup: 'Sign up' },
  { label: 'Español', code: 'es', login: 'Iniciar sesión', signup: 'Registrarse' },
  { label: 'हिन्दी', code: 'hi', login: 'लॉग इन', signup: 'साइन अप' },
];

async function sideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const language of LANGUAGES) {
  test(`the public header fits at 1,100 to 1,366 px in ${language.label}`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    if (language.code !== 'en') {
      await page.getByRole('banner').getByRole('combobox').selectOption({ label: language.label });
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    }
    const banner = page.getByRole('banner');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => sideways(page), { message: `sideways scroll at ${width} px` }).toBe(0);
      for (const name of [language.login, language.signup]) {
        const link = banner.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        const box = await link.boundingBox();
        expect(box, `${name} at ${width} px`).not.toBeNull();
        // Whole, inside the window, and not flush against its edge.
        expect((box?.x ?? 0) + (box?.width ?? 0), `${name} at ${width} px`).toBeLessThanOrEqual(width - 8);
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(8);
      }
      await shot(page, `header-${language.code}-${width}`, { viewport: true });
    }
  });
}
