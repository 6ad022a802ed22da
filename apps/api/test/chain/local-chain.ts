import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { toolRequire } from '../../../../scripts/tools.mjs';
import compiled from './test-usdt.json' with { type: 'json' };

// A real EVM node, installed on first use (scripts/tools.mjs): it is most of what a full install would download.
const ganache = toolRequire('ganache@7.9.2')('ganache') as {
  server(options: object): {
    listen(port: number, host: string): Promise<void>;
    address(): unknown;
    close(): Promise<void>;
  };
};

// A throwaway EVM node on 127.0.0.1 with funded accounts; keys are ganache's deterministic test keys.
export const LOCAL_CHAIN_KEYS = [
  '0x0c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d01',
  '0x1c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d02',
  '0x2c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d03',
  '0x3c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d04',
] as const;

export const tokenAbi = compiled.abi;

export async function startLocalChain() {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { accounts: LOCAL_CHAIN_KEYS.map((secretKey) => ({ secretKey, balance: '0x56BC75E2D63100000' })) },
    chain: { chainId: 1337 },
    miner: { instamine: 'eager' },
  });
  await server.listen(0, '127.0.0.1');
  const address = server.address() as { port: number };
  const rpcUrl = `http://127.0.0.1:${address.port}`;
  const chain = defineChain({
    id: 1337,
    name: 'local',
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0 }) as PublicClient;
  const accounts = LOCAL_CHAIN_KEYS.map((key) => privateKeyToAccount(key));
  const wallet = (index: number) =>
    createWalletClient({ chain, transport: http(rpcUrl), account: accounts[index] as (typeof accounts)[number] });

  async function deployToken(decimals = 18): Promise<Address> {
    const hash = await wallet(0).deployContract({
      abi: tokenAbi,
      bytecode: compiled.bytecode as `0x${string}`,
      args: [decimals],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('token not deployed');
    return receipt.contractAddress;
  }

  async function send(options: { token: Address; from: number; functionName: string; args: unknown[] }): Promise<Hash> {
    const hash = await wallet(options.from).writeContract({
      address: options.token,
      abi: tokenAbi,
      functionName: options.functionName,
      args: options.args,
      gas: 200_000n,
    });
    await publicClient.waitForTransactionReceipt({ hash });
    return hash;
  }

  return {
    rpcUrl,
    publicClient,
    addresses: accounts.map((account) => account.address),
    deployToken,
    mint: (token: Address, to: Address, usdt: string, decimals = 18) =>
      send({ token, from: 0, functionName: 'mint', args: [to, parseUnits(usdt, decimals)] }),
    transfer: (options: { token: Address; from: number; to: Address; usdt: string; decimals?: number }) =>
      send({
        token: options.token,
        from: options.from,
        functionName: 'transfer',
        args: [options.to, parseUnits(options.usdt, options.decimals ?? 18)],
      }),
    /** Several transfers in one transaction: one Transfer log each. */
    batchTransfer: (options: { token: Address; from: number; to: Address[]; usdt: string[]; decimals?: number }) =>
      send({
        token: options.token,
        from: options.from,
        functionName: 'batchTransfer',
        args: [options.to, options.usdt.map((amount) => parseUnits(amount, options.decimals ?? 18))],
      }),
    failingTransfer: (token: Address, from: number, to: Address) =>
      send({ token, from, functionName: 'failingTransfer', args: [to, 1n] }),
    /**
     * A transfer the node holds unmined: the miner stops first, so the hash is known while the node has no receipt
     * for it, as a member may paste a hash their wallet shows before the chain includes it. `startMining` mines it.
     */
    transferUnmined: async (options: { token: Address; from: number; to: Address; usdt: string }): Promise<Hash> => {
      await publicClient.request({ method: 'miner_stop' as never });
      return wallet(options.from).writeContract({
        address: options.token,
        abi: tokenAbi,
        functionName: 'transfer',
        args: [options.to, parseUnits(options.usdt, 18)],
        gas: 200_000n,
      });
    },
    startMining: () => publicClient.request({ method: 'miner_start' as never }),
    mine: (blocks: number) => publicClient.request({ method: 'evm_mine' as never, params: [{ blocks }] as never }),
    /** The chain as it is now, to return to with `revert`: what was mined after it leaves the chain (a reorg). */
    snapshot: () => publicClient.request({ method: 'evm_snapshot' as never }) as Promise<string>,
    revert: (id: string) => publicClient.request({ method: 'evm_revert' as never, params: [id] as never }),
    close: () => server.close(),
  };
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;
