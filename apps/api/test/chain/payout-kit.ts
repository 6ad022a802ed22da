import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { type Address, formatUnits, type Hex, parseAbiItem } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { encryptKeystore } from '../../src/chain/keystore';
import { payouts, payoutTransactions, withdrawals } from '../../src/db/schema';
import { call, readLatestOtp, saveSettings, type TestContext } from '../helper';
import { newRequestWindow } from '../withdrawal-kit';
import { LOCAL_CHAIN_KEYS, type LocalChain } from './local-chain';

// Automatic payouts on the local chain: a hot wallet whose key the server reads from a keystore file, the settings
// that turn the engine on, and what the chain says was paid.

/** Ganache's fourth funded account pays: its key goes into a keystore as an operator's would. */
export const HOT_KEY: Hex = LOCAL_CHAIN_KEYS[3];
export const HOT_WALLET = privateKeyToAccount(HOT_KEY).address;
const PASSPHRASE = 'correct horse battery staple';

/** A keystore of `key` (HOT_KEY unless told) and its passphrase file, both mode 600, and the environment naming them. */
export async function hotWalletEnv(rpcUrl: string, key: Hex = HOT_KEY) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hot-wallet-'));
  const keystore = path.join(dir, 'keystore.json');
  const passwordFile = path.join(dir, 'passphrase');
  await writeFile(keystore, JSON.stringify(await encryptKeystore(key, PASSPHRASE, { scryptN: 1024 })), {
    mode: 0o600,
  });
  await writeFile(passwordFile, `${PASSPHRASE}\n`, { mode: 0o600 });
  await chmod(keystore, 0o600);
  return {
    CHAIN_RPC_URL: rpcUrl,
    PAYOUT_KEYSTORE: keystore,
    PAYOUT_KEYSTORE_PASSWORD_FILE: passwordFile,
  };
}

/** The chain mode with `usdt`, `confirmations` deep, and automatic payouts up to `maximum` USDT each. */
export async function turnOnAutomaticPayouts(
  t: TestContext,
  operator: string,
  options: { usdt: Address; treasury: Address; confirmations: number; maximum?: number; dailyLimit?: number },
) {
  const saved = await saveSettings(t, operator, {
    depositVerificationMode: 'chain',
    usdtContract: options.usdt,
    treasuryAddress: options.treasury,
    confirmations: options.confirmations,
    payoutMode: 'automatic',
    autoPayoutMaximum: options.maximum ?? 500,
    autoPayoutDailyLimit: options.dailyLimit ?? 100_000,
  });
  if (saved.status !== 200) throw new Error(`settings not saved: ${saved.body.message}`);
}

/** Both steps of a withdrawal of `amount` USDT to `address`: pending, as the member leaves it. */
export async function pendingWithdrawalTo(
  t: TestContext,
  options: { member: { token: string; email: string }; amount: number; address: Address },
) {
  await newRequestWindow(t);
  const requested = await call(t, routes.withdrawalRequest.member, {
    body: { address: options.address, amount: options.amount },
    token: options.member.token,
  });
  if (requested.status !== 200) throw new Error(`request failed: ${requested.body.message}`);
  const id = requested.body.data?._id as string;
  const verified = await call(t, routes.withdrawalVerify.member, {
    body: {
      address: options.address,
      amount: options.amount,
      otp: await readLatestOtp(t, options.member.email),
      _id: id,
    },
    token: options.member.token,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.body.message}`);
  return id;
}

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Every USDT Transfer from the hot wallet (`from`, HOT_WALLET unless told) to `to` on the chain now, in USDT. */
export async function transfersTo(
  chain: LocalChain,
  usdt: Address,
  to: Address,
  from: Address = HOT_WALLET,
): Promise<string[]> {
  const logs = await chain.publicClient.getLogs({
    address: usdt,
    event: transferEvent,
    args: { from, to },
    fromBlock: 0n,
    toBlock: 'latest',
  });
  return logs.map((log) => formatUnits(log.args.value ?? 0n, 18));
}

/** A fresh private key, e.g. of a hot wallet that starts with nothing. */
export function newKey(): Hex {
  return `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A fresh recipient per test, so each test counts its own transfers. */
export function newRecipient(): Address {
  return privateKeyToAccount(newKey()).address;
}

/**
 * Spends nonce 0 of the wallet of `key`, before the engine first sees it. Ganache reads a raw transaction's nonce 0
 * as unset and mines the same bytes again each time they are sent (with the account's next nonce), which no real
 * node does; the engine sends a payout's stored bytes again by design, so a payout must never have nonce 0 here.
 * The wallet needs no coin: exactly this transaction's gas is given to it first, so it ends with none.
 */
export async function spendNonceZero(chain: LocalChain, key: Hex) {
  const wallet = chain.walletOf(key);
  const address = wallet.account.address;
  if ((await chain.publicClient.getTransactionCount({ address })) !== 0) return;
  const gasPrice = await chain.publicClient.getGasPrice();
  await chain.sendEth(address, formatUnits(21_000n * gasPrice, 18));
  const hash = await wallet.sendTransaction({ to: address, value: 0n, gas: 21_000n, gasPrice, type: 'legacy' });
  await chain.publicClient.waitForTransactionReceipt({ hash });
}

export async function payoutOf(t: TestContext, withdrawalId: string) {
  const [payout] = await t.ctx.db.select().from(payouts).where(eq(payouts.withdrawalId, withdrawalId));
  const hashes = payout
    ? await t.ctx.db.select().from(payoutTransactions).where(eq(payoutTransactions.payoutId, payout.id))
    : [];
  const [withdrawal] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  return { payout, transactions: hashes, withdrawal };
}
