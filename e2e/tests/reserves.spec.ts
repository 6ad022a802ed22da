import { readFile } from 'node:fs/promises';
import { routes } from '@app/contract';
import { verifyReserveProof } from '@app/contract/merkle-sum';
import { seriousViolations } from './axe';
import { PHONE, shot, storeMemberSession } from './console';
import { bearer, dataOf, fundWallet, signUpMember } from './members';
import { DEMO_MEMBER, expect, operatorToken, test } from './support';

// Proof of reserves on real data: a member's deposit is in a snapshot an operator takes, and the member sees on
// /reserves, verified by Chromium's own Web Crypto, that the balance is included; the downloaded file verifies too.

test('a member opens /reserves from /my and sees their balance verified in the browser', async ({ page, request }) => {
  const member = await signUpMember(request, { fullName: 'Rhea Reserves', sponsor: DEMO_MEMBER.referId });
  await fundWallet(request, member, 123.45);
  const operator = await operatorToken(request);
  const snapshot = await dataOf<{ rootHash: string; leafCount: number }>(
    request.post(routes.adminReserveSnapshot.path, { headers: bearer(operator) }),
  );
  await storeMemberSession(page, member);
  await page.setViewportSize(PHONE);

  await page.goto('/my');
  await page.getByRole('link', { name: 'Proof of reserves' }).first().click();
  await expect(page).toHaveURL(/\/reserves$/);
  await expect(page.getByRole('heading', { name: 'Proof of reserves', level: 1 })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest snapshot' });
  await expect(latest).toContainText(snapshot.rootHash);

  // By keyboard: the button is a real button, Enter runs the check.
  await page.getByRole('button', { name: 'Verify my balance' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Your balance of 123.45 USDT is included.');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'reserves-verified-phone');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download proof (JSON)' }).click();
  const file = await downloading;
  const proof = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(await verifyReserveProof(proof)).toEqual({ ok: true, balance: 123.45 });
  expect(proof.root.hash).toBe(snapshot.rootHash);
});
