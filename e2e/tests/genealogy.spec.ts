import { PHONE, shot } from './console';
import { expect, logInAsDemo, test } from './support';

// The demo member's seeded team (apps/api/src/seed/demo-activity.ts): Asha Verma sponsored Dev Patel and Elena
// Rossi, and Dev Patel sponsored Farah Ali, three levels down.

test.use({ viewport: PHONE });

test('the genealogy opens the demo team a level at a time, by keyboard, on a phone', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/my-team');
  await page.getByRole('link', { name: 'Genealogy' }).click();
  await expect(page).toHaveURL(/\/genealogy$/);
  const tree = page.getByRole('list', { name: 'Genealogy' });
  const asha = tree.getByRole('button', { name: /Asha Verma/ });
  await expect(asha).toContainText('Active');
  await expect(asha).toHaveAttribute('aria-expanded', 'false');

  await asha.focus();
  await page.keyboard.press('Enter');
  const ashas = page.getByRole('list', { name: 'Referrals of Asha Verma' });
  await expect(ashas.getByText('Elena Rossi')).toBeVisible();
  const dev = ashas.getByRole('button', { name: /Dev Patel/ });
  await dev.click();
  await expect(page.getByRole('list', { name: 'Referrals of Dev Patel' }).getByText('Farah Ali')).toBeVisible();
  // Nothing runs off a 360-390 px screen however deep the branch.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'genealogy-phone');
});
