import { type Address, createWalletClient, getContractAddress, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_CHAIN_KEYS, startLocalChain, tokenAbi } from '../test/chain/local-chain';
import { TEST_XPUB } from '../test/chain/test-xpub';

// A chain of one's own to try per-member deposit addresses on (docs/product.md#deposits, "Try deposit addresses on
// a local chain" in the README): ganache with a test USDT, nothing of it worth anything.

export const DEV_CHAIN_PORT = 8545;
export const DEV_CHAIN_ID = 1337;
/** Blocks mined after each test transfer: the default `confirmations` setting, so the watcher credits it at once. */
export const DEV_CHAIN_CONFIRMATIONS = 15;
/** What the funded sender holds from the start, in USDT. */
const SENDER_FUNDS_USDT = '1000000';
/** The funded account test transfers come from; account 0 deploys the token and mints. */
const SENDER_INDEX = 1;

const [deployerKey, senderKey] = LOCAL_CHAIN_KEYS;
/** The token is the deployer's first contract on a fresh chain, so its address is known before and after. */
export const DEV_USDT_CONTRACT = getContractAddress({ from: privateKeyToAccount(deployerKey).address, nonce: 0n });

export interface DevChainSettings {
  rpcUrl: string;
  chainId: number;
  usdtContract: Address;
  depositXpub: string;
}

/** Starts the node on 127.0.0.1, deploys the test USDT and funds the sender; `close` stops it all. */
export async function startDevChain(options: { port?: number } = {}) {
  const chain = await startLocalChain({ port: options.port ?? DEV_CHAIN_PORT });
  const usdtContract = await chain.deployToken(18);
  if (usdtContract.toLowerCase() !== DEV_USDT_CONTRACT.toLowerCase()) {
    throw new Error(`test USDT deployed at ${usdtContract}, expected ${DEV_USDT_CONTRACT}`);
  }
  await chain.mint(usdtContract, chain.addresses[SENDER_INDEX] as Address, SENDER_FUNDS_USDT);
  const settings: DevChainSettings = {
    rpcUrl: chain.rpcUrl,
    chainId: DEV_CHAIN_ID,
    usdtContract: DEV_USDT_CONTRACT,
    depositXpub: TEST_XPUB,
  };
  return { settings, chain, close: () => chain.close() };
}

/** The lines the script prints: the server's environment, the console settings, and how to send a transfer. */
export function describeDevChain(settings: DevChainSettings): string {
  return [
    `Local chain (chain id ${settings.chainId}) at ${settings.rpcUrl}, test USDT at ${settings.usdtContract}.`,
    '',
    'Start the server with:',
    `  CHAIN_RPC_URL=${settings.rpcUrl}`,
    `  DEPOSIT_XPUB=${settings.depositXpub}`,
    `  CHAIN_RECHECK_SECONDS=5`,
    `  e.g. CHAIN_RPC_URL=${settings.rpcUrl} DEPOSIT_XPUB=${settings.depositXpub} CHAIN_RECHECK_SECONDS=5 npm start`,
    '',
    'Then, in the console (Settings), as an owner:',
    `  usdtContract=${settings.usdtContract}`,
    '  depositVerificationMode=chain',
    '  depositAddressMode=per-member',
    '',
    "A member's deposit page then shows their own address. Send it test USDT with:",
    '  npm run chain:dev -- send <address> <amount>',
    '',
    'Press Ctrl-C to stop the chain (it is not kept).',
  ].join('\n');
}

/**
 * Sends `usdt` test USDT from the funded sender to `to` on the chain at `rpcUrl`, then mines the blocks that make it
 * final. Answers the transaction hash.
 */
export async function sendTestUsdt(options: { rpcUrl: string; to: Address; usdt: string }): Promise<`0x${string}`> {
  const transport = http(options.rpcUrl);
  const chain = {
    id: DEV_CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  } as const;
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(senderKey) });
  const hash = await wallet.writeContract({
    address: DEV_USDT_CONTRACT,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [options.to, parseUnits(options.usdt, 18)],
    gas: 200_000n,
  });
  await wallet.request({ method: 'evm_mine' as never, params: [{ blocks: DEV_CHAIN_CONFIRMATIONS }] as never });
  return hash;
}
