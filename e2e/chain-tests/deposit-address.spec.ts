import { type Address, createPublicClient, createWalletClient, http, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_CHAIN_KEYS } from '../../apps/api/test/chain/local-chain';
import { readChainInfo, SENDER } from '../chain/chain-info';
import { saveSettings, shot } from '../tests/console';
import { memberProfile, signUpMember } from '../tests/members';
import { DEMO_MEMBER, expect, logIn, test } from '../tests/support';

// docs/product.md#deposits, per-member mode: a member sends USDT to the address /deposit shows it, on a real (local)
// chain, and watches it confirm and be credited, with nothing pasted.
const CONFIRMATIONS = 3;
const TOKEN_ABI = parseAbi(['function transfer(address to, uint256 value) returns (bool)']);

test('a member sends USDT to its own deposit address and sees it credited without pasting anything', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { rpcUrl, token } = readChainInfo();
  // Where deposits are credited from is a setting that guards money: the second owner approves the change.
  const deposits = { depositAddressMode: 'per-member', confirmations: CONFIRMATIONS, depositDustBelow: 1 } as const;
  const saved = await saveSettings(request, { usdtContract: token, ...deposits });
  expect(saved).toMatchObject(deposits);
  expect(saved.usdtContract.toLowerCase()).toBe(token.toLowerCase());

  const member = await signUpMember(request, { fullName: 'Meera Iyer', sponsor: DEMO_MEMBER.referId });
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, member);
  await page.goto('/deposit');
  const card = page.getByRole('region', { name: 'Your deposit address' });
  await expect(card).toContainText(`once ${CONFIRMATIONS} blocks have confirmed it`);
  const address = (await card.locator('p.font-mono').textContent())?.trim() as Address;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('heading', { name: 'No transfers seen yet' })).toBeVisible();

  // The member's own wallet: the node's account that chain/serve.ts funded.
  const account = privateKeyToAccount(LOCAL_CHAIN_KEYS[SENDER]);
  const wallet = createWalletClient({ account, transport: http(rpcUrl) });
  const chain = createPublicClient({ transport: http(rpcUrl) });
  const hash = await wallet.writeContract({
    chain: null,
    address: token,
    abi: TOKEN_ABI,
    functionName: 'transfer',
    args: [address, parseUnits('25', 18)],
  });
  await chain.waitForTransactionReceipt({ hash });

  // Seen, and not credited before its confirmations.
  const transfers = page.getByRole('list', { name: 'Transfers' });
  await expect(transfers).toContainText('Confirming', { timeout: 40_000 });
  await expect(transfers).toContainText('25.00 USDT');
  expect((await memberProfile(request, member)).balance).toBe(0);
  await shot(page, 'deposit-own-address-confirming-phone');

  await chain.request({ method: 'evm_mine' as never, params: [{ blocks: CONFIRMATIONS }] as never });
  await expect(transfers).toContainText('Credited', { timeout: 40_000 });
  expect((await memberProfile(request, member)).balance).toBe(25);
  await shot(page, 'deposit-own-address-credited-phone');

  // The deposit is in the member's history like any other, credited.
  await page.goto('/reacharge-list');
  await expect(page.getByRole('list', { name: 'Deposits' })).toContainText('25.00 USDT');
});
