import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * `persist`: the chain is kept in a folder, so `stop` and `restart` take the node down and bring the same chain back,
 * as an operator's node restarts. Its address stays the same: a relay on a port of its own forwards to whichever
 * node runs (ganache keeps its closed port for a while, so a node started again gets another one).
 */
export async function startLocalChain(options: { persist?: boolean } = {}) {
  const dbPath = options.persist ? await mkdtemp(path.join(tmpdir(), 'local-chain-')) : undefined;
  const serve = async () => {
    const node = ganache.server({
      logging: { quiet: true },
      wallet: { accounts: LOCAL_CHAIN_KEYS.map((secretKey) => ({ secretKey, balance: '0x56BC75E2D63100000' })) },
      chain: { chainId: 1337 },
      miner: { instamine: 'eager' },
      ...(dbPath ? { database: { dbPath } } : {}),
    });
    await node.listen(0, '127.0.0.1');
    return node;
  };
  let server = await serve();
  let nodePort: number | null = (server.address() as { port: number }).port;
  const relay = dbPath ? await startRelay(() => nodePort) : null;
  const address = { port: relay ? (relay.address() as AddressInfo).port : (nodePort as number) };
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
    /** The node goes down: every call to it fails until `restart` (a chain started with `persist`). */
    stop: async () => {
      if (!relay) throw new Error('stop needs a chain started with persist');
      nodePort = null;
      await server.close();
    },
    restart: async () => {
      server = await serve();
      nodePort = (server.address() as { port: number }).port;
    },
    close: async () => {
      relay?.close();
      if (nodePort !== null) await server.close();
      if (dbPath) await rm(dbPath, { recursive: true, force: true });
    },
  };
}

/** Forwards each connection to the node's current port; with no node running, a connection is closed at once. */
async function startRelay(nodePortNow: () => number | null): Promise<Server> {
  const relay = createServer((client) => {
    const port = nodePortNow();
    if (port === null) return client.destroy();
    const upstream = connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return relay;
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;
