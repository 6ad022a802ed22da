import { MSG } from '@app/contract';
import { shot } from './console';
import { expect, test } from './support';

// docs/product.md#web-client: a toast never covers the field a member is typing in. On a phone the toasts sit at the
// bottom, where the keyboard pushes the focused field; while a field has focus they move to the top.

test.use({
  viewport: { width: 390, height: 844 },
  allowedConsoleErrors: [/status of 400 \(Bad Request\) \(at [^)]*\/publicApi\/signinSeller\)$/],
});

test('on a phone, the refusal of a log-in does not cover the password field the member is typing in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.test');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Not-the-password-1');
  await password.focus();
  // An open keyboard: the visible screen ends just below the focused field.
  const box = await password.boundingBox();
  if (!box) throw new Error('no box for the password field');
  await page.setViewportSize({ width: 390, height: Math.round(box.y + box.height + 48) });
  await page.keyboard.press('Enter');
  const toast = page.locator('.Toastify__toast').filter({ hasText: MSG.loginInvalid });
  await expect(toast).toBeVisible();
  // Settled on screen (it slides in from the right).
  await expect.poll(async () => (await toast.boundingBox())?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(390);
  await expect(password).toBeFocused();
  const [field, shown] = await Promise.all([password.boundingBox(), toast.boundingBox()]);
  if (!field || !shown) throw new Error('no box for the field or the toast');
  const overlaps = shown.y < field.y + field.height && field.y < shown.y + shown.height;
  await shot(page, 'toast-over-focused-field-phone', { viewport: true });
  expect(overlaps, `toast ${JSON.stringify(shown)} over field ${JSON.stringify(field)}`).toBe(false);
});
