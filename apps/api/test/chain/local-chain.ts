import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseEther,
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
 * What `filterRpc` does with a JSON-RPC call, by its method (and params): `pass` forwards it; `refuse` answers a
 * JSON-RPC error without forwarding (the node never sees it); `loseReply` forwards it, so it takes effect on the node,
 * then drops the caller's connection without an answer, as an answer lost on the network. A rule may answer a promise:
 * the call waits for it, so a test can make something happen on the chain just before the node sees the call.
 */
export type RpcVerdict = 'pass' | 'refuse' | 'loseReply';
export type RpcRule = (method: string, params: unknown[]) => RpcVerdict | Promise<RpcVerdict>;

/** The JSON-RPC error a refused call is answered with: a server error viem does not retry. */
export const REFUSED_BY_FILTER = { code: -32000, message: 'refused by the local chain filter' } as const;

/**
 * `port`: where `rpcUrl` listens (any free one unless told; `npm run chain:dev` asks for a fixed one).
 * `rpcUrl` reaches the node through an HTTP proxy of this module's, so a test can refuse calls or lose their answers
 * (`filterRpc`). `persist`: the chain is kept in a folder, so `stop` and `restart` take the node down and bring the
 * same chain back, as an operator's node restarts. Its address stays the same: the proxy forwards to whichever node
 * runs (ganache keeps its closed port for a while, so a node started again gets another one).
 */
export async function startLocalChain(options: { persist?: boolean; port?: number } = {}) {
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
  let rule: RpcRule | null = null;
  const proxy = await startProxy({ nodePort: () => nodePort, rule: () => rule, port: options.port ?? 0 });
  const rpcUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
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
  /** A wallet client of any key, e.g. the hot wallet's, to send from it outside the platform. */
  const walletOf = (key: Hex) =>
    createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(key) });

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
    /** Sends `eth` of the chain's coin from funded account `from` (0 unless told) and waits for its receipt. */
    sendEth: async (to: Address, eth: string, from = 0) => {
      const hash = await wallet(from).sendTransaction({ to, value: parseEther(eth) });
      await publicClient.waitForTransactionReceipt({ hash });
      return hash;
    },
    walletOf,
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
    /** The node stops mining: what is sent waits in its pool, unmined, until `startMining`. */
    stopMining: () => publicClient.request({ method: 'miner_stop' as never }),
    startMining: () => publicClient.request({ method: 'miner_start' as never }),
    mine: (blocks: number) => publicClient.request({ method: 'evm_mine' as never, params: [{ blocks }] as never }),
    /** The chain as it is now, to return to with `revert`: what was mined after it leaves the chain (a reorg). */
    snapshot: () => publicClient.request({ method: 'evm_snapshot' as never }) as Promise<string>,
    revert: (id: string) => publicClient.request({ method: 'evm_revert' as never, params: [id] as never }),
    /**
     * From now on each call to `rpcUrl` is passed, refused or answered with nothing by `rule` (see RpcVerdict); a batch
     * is refused when any call in it is, else its answer is lost when any call's is. `null` passes everything again.
     */
    filterRpc: (next: RpcRule | null) => {
      rule = next;
    },
    /** The node goes down: every call to it fails until `restart` (a chain started with `persist`). */
    stop: async () => {
      if (!dbPath) throw new Error('stop needs a chain started with persist');
      nodePort = null;
      await server.close();
    },
    restart: async () => {
      server = await serve();
      nodePort = (server.address() as { port: number }).port;
    },
    close: async () => {
      proxy.closeAllConnections();
      proxy.close();
      if (nodePort !== null) await server.close();
      if (dbPath) await rm(dbPath, { recursive: true, force: true });
    },
  };
}

/**
 * Forwards each JSON-RPC request to the node's current port, unless `rule` says otherwise; with no node running, the
 * caller's connection is closed at once, as a node that is down.
 */
async function startProxy(options: {
  nodePort: () => number | null;
  rule: () => RpcRule | null;
  port: number;
}): Promise<Server> {
  const proxy = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming).catch(() => null);
    // A rule that throws loses the answer: the test sees its own error, the caller a dropped connection.
    const verdict = body && (await verdictOf(options.rule(), body).catch(() => null));
    if (!body || !verdict) return incoming.socket.destroy();
    if (verdict === 'refuse') return answerRefused(outgoing, body);
    const port = options.nodePort();
    if (port === null) return incoming.socket.destroy();
    const upstream = request(
      { host: '127.0.0.1', port, method: 'POST', path: incoming.url, headers: { 'content-type': 'application/json' } },
      (answer) => {
        if (verdict === 'loseReply') {
          // The node did the work; the caller never hears of it. Read its answer to the end so nothing hangs.
          answer.resume();
          answer.on('end', () => incoming.socket.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => incoming.socket.destroy());
    upstream.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port, '127.0.0.1', resolve);
  });
  return proxy;
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

type RpcCall = { id?: unknown; method?: unknown; params?: unknown };

function callsOf(body: Buffer): RpcCall[] {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as RpcCall | RpcCall[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
}

/** The rule's verdict on a request: on each call of a batch, the strongest wins (refuse, then loseReply). */
async function verdictOf(rule: RpcRule | null, body: Buffer): Promise<RpcVerdict> {
  if (!rule) return 'pass';
  const verdicts: RpcVerdict[] = [];
  for (const call of callsOf(body)) {
    verdicts.push(await rule(String(call.method), Array.isArray(call.params) ? (call.params as unknown[]) : []));
  }
  if (verdicts.includes('refuse')) return 'refuse';
  if (verdicts.includes('loseReply')) return 'loseReply';
  return 'pass';
}

/** A JSON-RPC error for each call of the request, in a batch answer when it was a batch. */
function answerRefused(outgoing: ServerResponse, body: Buffer) {
  const batch = body.toString('utf8').trimStart().startsWith('[');
  const refusals = callsOf(body).map((call) => ({ jsonrpc: '2.0', id: call.id ?? null, error: REFUSED_BY_FILTER }));
  outgoing.writeHead(200, { 'content-type': 'application/json' });
  outgoing.end(
    JSON.stringify(batch ? refusals : (refusals[0] ?? { jsonrpc: '2.0', id: null, error: REFUSED_BY_FILTER })),
  );
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>;
