import { seriousViolations } from './axe';
import { PHONE } from './console';
import { expect, logInAsDemo, test } from './support';

// Every member screen, signed in as the demo member whose seeded history fills the lists.
const MEMBER_SCREENS = [
  '/my',
  '/assets',
  '/deposit',
  '/reacharge-list',
  '/withdrawladd',
  '/withdrawl-list',
  '/transfer',
  '/stake',
  '/reserve',
  '/my-order',
  '/earn',
  '/trading-income',
  '/level-income',
  '/direct-income',
  '/rewardIncome',
  '/my-team',
  '/team-a',
  '/team-b',
  '/team-c',
  '/totalMember',
  '/genealogy',
  '/statement',
  '/settings',
  '/settingNew',
  '/WalletConnect',
  '/kyc',
  '/notifications',
  '/support',
];

for (const [size, viewport] of [
  ['a phone', PHONE],
  ['a desktop', { width: 1366, height: 900 }],
] as const) {
  test(`every member screen on ${size} has no serious or critical accessibility violations`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await logInAsDemo(page);
    const found: string[] = [];
    for (const path of MEMBER_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      // Figures still loading are marked busy; judge the page once they are in.
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((violation) => `${path} ${violation}`));
    }
    expect(found).toEqual([]);
  });
}
