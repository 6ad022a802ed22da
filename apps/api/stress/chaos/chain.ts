import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  BaseError,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  HttpRequestError,
  http,
  keccak256,
  type PublicClient,
  parseAbiItem,
  parseUnits,
  TimeoutError,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { encryptKeystore } from '../../src/chain/keystore';
import compiled from '../../test/chain/test-usdt.json' with { type: 'json' };
import { log, sleep } from './util';

// The chain of a run: a local node kept on disk (so the chain-down fault stops it and starts it again on the same
// chain, behind an address that does not change), mining a block every second as a real chain does; the test USDT
// with 18 decimals; and the hot wallet the API pays from, whose key it reads from a keystore in the run's folder.
// Each member has a wallet of its own, with gas from the node's first block and USDT from the funder (one batch
// transfer at set-up), and deposits with real transfers from it; the verdict reads every Transfer the hot wallet made.
//
// Interval mining, not ganache's instamine: in its `eager` mode a transaction whose nonce is ahead of the account's
// mined one hangs the send. And ganache (7.9.2) was seen to keep a transaction it took as ahead of its account's
// nonce set aside after the gap was filled (a send of it again is refused as known): the harness sends each
// account's transactions in nonce order, and no account of the harness has many on their way at once.

/** Ganache's deterministic test keys, as test/chain/local-chain.ts has them: 0 deploys, 2 funds members, 3 pays. */
const KEYS = [
  '0x0c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d01',
  '0x1c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d02',
  '0x2c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d03',
  '0x3c7b8bfa5d5dbd1eec4ab5a5d4cd4a08ba0a8c7ae6a9b1b3e1cba25d5f6b9d04',
] as const;
const CHAIN_ID = 1337;
const BLOCK_SECONDS = 1;
const PASSPHRASE = 'chaos hot wallet passphrase';
export const TOKEN_DECIMALS = 18;
/** USDT a member gets at set-up: more than it deposits in any run. */
const MEMBER_USDT = '100000';
const TRANSFER_GAS = 100_000n;
/** How long one send keeps trying while the node is away or has not mined it; a chain-down fault lasts seconds. */
const SEND_PATIENCE_MS = 45_000;

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const mintAbi = [parseAbiItem('function mint(address to, uint256 amount)')];

export interface HotWalletTransfer {
  txHash: string;
  to: string;
  value: bigint;
  blockNumber: bigint;
}

/** What the operator sets for the chain mode and automatic payouts. */
export interface ChainSettings {
  usdtContract: Address;
  depositAddress: Address;
  treasuryAddress: Address;
}

/** What a member needs of the chain: its own funded account, and a deposit sent from it. */
export interface MemberChain {
  /** The wallet of member number `index`, with gas and USDT. */
  account(index: number): PrivateKeyAccount;
  /** A real USDT transfer of `usdt` from `account` to the deposit address; null when the node stayed away. */
  deposit(account: PrivateKeyAccount, usdt: number): Promise<Hash | null>;
}

/**
 * The node, a process of its own (chain-node.ts): stopped with SIGTERM, which closes its database, and started again
 * on the same folder, so the same chain comes back; behind a relay whose address never changes.
 */
class Node {
  private child: ChildProcess | undefined;
  private port: number | null = null;
  private relay: Server | undefined;
  private output: string[] = [];
  rpcUrl = '';

  private constructor(
    private readonly dbPath: string,
    private readonly keys: Hex[],
  ) {}

  /** `keys`: the accounts the first block funds with gas. */
  static async start(keys: Hex[]): Promise<Node> {
    const node = new Node(await mkdtemp(path.join(tmpdir(), 'chaos-chain-')), keys);
    await node.restart();
    // Each connection goes to whichever node runs; with none, it is closed at once (a refused connection).
    node.relay = createServer((client) => {
      if (node.port === null) return client.destroy();
      const upstream = connect(node.port, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    const relay = node.relay;
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    node.rpcUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
    return node;
  }

  async stop() {
    this.port = null;
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async restart() {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'chain-node.ts')], {
      env: {
        // The whole environment: on first use npm installs the node (scripts/tools.mjs), and needs the user's
        // home, registry settings and certificates to reach the registry.
        ...process.env,
        CHAOS_CHAIN_DB: this.dbPath,
        CHAOS_CHAIN_KEYS: JSON.stringify(this.keys),
        CHAOS_CHAIN_ID: String(CHAIN_ID),
        CHAOS_CHAIN_BLOCK_SECONDS: String(BLOCK_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stderr.on('data', (chunk: Buffer) => this.remember(chunk));
    this.port = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => reject(new Error(`the chain node did not start:\n${this.recent()}`)), 120_000);
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const port = buffered.match(/\{"port":\s*(\d+)\}/)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(Number(port));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the chain node exited with ${code} while starting:\n${this.recent()}`));
      });
    });
    child.once('exit', (code, signal) => {
      if (this.child === child)
        log(`THE CHAIN NODE EXITED BY ITSELF (code ${code}, signal ${signal}):\n${this.recent()}`);
    });
  }

  private remember(chunk: Buffer) {
    this.output.push(...chunk.toString().split('\n').filter(Boolean));
    if (this.output.length > 200) this.output = this.output.slice(-100);
  }

  private recent() {
    return this.output.slice(-15).join('\n');
  }

  async close() {
    this.relay?.close();
    await this.stop();
    await rm(this.dbPath, { recursive: true, force: true });
  }
}

export class PayoutChain implements MemberChain {
  readonly hotWallet = privateKeyToAccount(KEYS[3]);
  private readonly deployer = privateKeyToAccount(KEYS[0]);
  private readonly funder = privateKeyToAccount(KEYS[2]);
  readonly client: PublicClient;
  /** Per account, its sends one after another: each takes the next nonce, so no two ever share one. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly nonces = new Map<string, number>();
  private gasPrice = 0n;
  token: Address = '0x';
  settings: ChainSettings = { usdtContract: '0x', depositAddress: '0x', treasuryAddress: '0x' };
  /** Transactions mined, sends that waited for the node, deposits given up on. */
  sends = 0;
  retries = 0;
  abandoned = 0;

  private constructor(
    private readonly node: Node,
    private readonly members: { first: number; accounts: PrivateKeyAccount[] },
  ) {
    this.client = createPublicClient({ transport: http(node.rpcUrl, { retryCount: 0 }), cacheTime: 0 });
  }

  /** A chain whose members numbered `firstMember` on, `members` of them, each have a wallet of their own. */
  static async start(options: { members: number; firstMember?: number }): Promise<PayoutChain> {
    const memberKeys = Array.from({ length: options.members }, () => generatePrivateKey());
    const chain = new PayoutChain(await Node.start([...KEYS, ...memberKeys]), {
      first: options.firstMember ?? 1,
      accounts: memberKeys.map((key) => privateKeyToAccount(key)),
    });
    chain.gasPrice = (await chain.client.getGasPrice()) * 2n;
    const deployed = await chain.sendSigned(chain.deployer, {
      data: encodeDeployData({ abi: compiled.abi, bytecode: compiled.bytecode as Hex, args: [TOKEN_DECIMALS] }),
      gas: 3_000_000n,
    });
    if (!deployed.contractAddress) throw new Error('the test USDT was not deployed');
    chain.token = deployed.contractAddress;
    chain.settings = {
      usdtContract: chain.token,
      depositAddress: privateKeyToAccount(KEYS[1]).address,
      treasuryAddress: chain.hotWallet.address,
    };
    const mint = (to: Address, usdt: string) =>
      chain.sendSigned(chain.deployer, {
        to: chain.token,
        data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, parseUnits(usdt, TOKEN_DECIMALS)] }),
      });
    await mint(chain.funder.address, '100000000');
    await mint(chain.hotWallet.address, '10000000');
    // Every member's USDT from the funder, in one transaction.
    const addresses = chain.members.accounts.map((account) => account.address);
    await chain.sendSigned(chain.funder, {
      to: chain.token,
      data: encodeFunctionData({
        abi: compiled.abi,
        functionName: 'batchTransfer',
        args: [addresses, addresses.map(() => parseUnits(MEMBER_USDT, TOKEN_DECIMALS))],
      }),
      gas: 100_000n + 50_000n * BigInt(addresses.length),
    });
    return chain;
  }

  account(index: number): PrivateKeyAccount {
    const account = this.members.accounts[index - this.members.first];
    if (!account) throw new Error(`member ${index} has no wallet on the run's chain`);
    return account;
  }

  get rpcUrl() {
    return this.node.rpcUrl;
  }

  /** The keystore of the hot wallet and its passphrase in `dir`, both mode 600, and the API's environment naming them. */
  async writeKeystore(dir: string): Promise<Record<string, string>> {
    const keystore = path.join(dir, 'payout-keystore.json');
    const passwordFile = path.join(dir, 'payout-passphrase');
    const encrypted = await encryptKeystore(KEYS[3], PASSPHRASE, { scryptN: 1024 });
    await writeFile(keystore, JSON.stringify(encrypted), { mode: 0o600 });
    await writeFile(passwordFile, `${PASSPHRASE}\n`, { mode: 0o600 });
    await chmod(keystore, 0o600);
    await chmod(passwordFile, 0o600);
    return {
      CHAIN_RPC_URL: this.node.rpcUrl,
      PAYOUT_KEYSTORE: keystore,
      PAYOUT_KEYSTORE_PASSWORD_FILE: passwordFile,
      EXPECTED_TOKEN_DECIMALS: String(TOKEN_DECIMALS),
    };
  }

  private serialFor<T>(address: string, work: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(address) ?? Promise.resolve()).then(work, work);
    this.queues.set(
      address,
      next.catch(() => undefined),
    );
    return next;
  }

  /** `work` tried again every second while the node is away, until `deadline`; then its last error. */
  private async whileAway<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (!isUnreachable(error) || Date.now() > deadline) throw error;
        this.retries += 1;
        await sleep(1_000);
      }
    }
  }

  /**
   * Takes the account's next nonce and signs once, in the account's turn; then sends those bytes until the chain
   * has a receipt for them. A send whose answer was lost, or that a node stopped before mining it forgot, is sent
   * again as the same transaction, never as a second one.
   */
  private async sendSigned(
    account: PrivateKeyAccount,
    call: { to?: Address; data?: Hex; value?: bigint; gas?: bigint },
  ): Promise<TransactionReceipt> {
    const deadline = Date.now() + SEND_PATIENCE_MS;
    let firstSaid = '';
    const { raw, hash, nonce } = await this.serialFor(account.address, async () => {
      const nonce =
        this.nonces.get(account.address) ??
        (await this.whileAway(deadline, () =>
          this.client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
        ));
      const raw = await account.signTransaction({
        type: 'legacy',
        chainId: CHAIN_ID,
        nonce,
        to: call.to,
        data: call.data,
        value: call.value ?? 0n,
        gas: call.gas ?? TRANSFER_GAS,
        gasPrice: this.gasPrice,
      });
      this.nonces.set(account.address, nonce + 1);
      // The first send in the account's turn, so the node gets its transactions in nonce order.
      await this.client.sendRawTransaction({ serializedTransaction: raw }).catch((error: Error) => {
        firstSaid = nodeSaid(error);
      });
      return { raw, hash: keccak256(raw), nonce };
    });
    let said = '';
    for (let attempt = 1; Date.now() <= deadline; attempt += 1) {
      // Sent again every few seconds while unmined: a restarted node has an empty pool.
      if (attempt % 10 === 0) {
        await this.client.sendRawTransaction({ serializedTransaction: raw }).catch((error: Error) => {
          if (isUnreachable(error)) this.retries += 1;
          said = nodeSaid(error);
        });
      }
      const receipt = await this.client.getTransactionReceipt({ hash }).catch(() => null);
      if (receipt) {
        this.sends += 1;
        if (receipt.status !== 'success') throw new Error(`transaction ${hash} of ${account.address} reverted`);
        return receipt;
      }
      await sleep(300);
    }
    // Its nonce may never be used now: the account's next send reads the node's count again.
    this.nonces.delete(account.address);
    throw new Error(
      `${hash} (nonce ${nonce}) not mined in ${SEND_PATIENCE_MS} ms${firstSaid ? `; to the first send the node said: ${firstSaid}` : ''}${said ? `; to the last: ${said}` : ''}`,
    );
  }

  private usdtTransfer(to: Address, usdt: string | number) {
    return encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(String(usdt), TOKEN_DECIMALS)],
    });
  }

  async deposit(account: PrivateKeyAccount, usdt: number): Promise<Hash | null> {
    try {
      const receipt = await this.sendSigned(account, {
        to: this.token,
        data: this.usdtTransfer(this.settings.depositAddress, usdt),
      });
      return receipt.transactionHash;
    } catch (error) {
      this.abandoned += 1;
      log(`a deposit of ${account.address} was not sent: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  }

  /** Every USDT Transfer log from the hot wallet, over the whole chain. */
  async hotWalletTransfers(): Promise<HotWalletTransfer[]> {
    const logs = await this.client.getLogs({
      address: this.token,
      event: transferEvent,
      args: { from: this.hotWallet.address },
      fromBlock: 0n,
      toBlock: 'latest',
    });
    return logs.map((entry) => ({
      txHash: String(entry.transactionHash).toLowerCase(),
      to: String(entry.args.to).toLowerCase(),
      value: entry.args.value ?? 0n,
      blockNumber: entry.blockNumber ?? 0n,
    }));
  }

  /** The hot wallet's nonces and the node's pool, for a report on payouts that did not settle. */
  async diagnose(): Promise<string> {
    const address = this.hotWallet.address;
    const [head, latest, pending] = await Promise.all([
      this.client.getBlockNumber({ cacheTime: 0 }),
      this.client.getTransactionCount({ address, blockTag: 'latest' }),
      this.client.getTransactionCount({ address, blockTag: 'pending' }),
    ]);
    const pool = (await this.client.request({ method: 'txpool_content' as never }).catch(() => null)) as {
      pending?: Record<string, Record<string, unknown>>;
      queued?: Record<string, Record<string, unknown>>;
    } | null;
    const summary = (part?: Record<string, Record<string, unknown>>) =>
      Object.entries(part ?? {})
        .map(([sender, byNonce]) => `${sender} nonces ${Object.keys(byNonce).slice(0, 8).join(',')}`)
        .join('; ') || 'none';
    return (
      `block ${head}; hot wallet nonce ${latest} mined, ${pending} pending; ` +
      `pool pending: ${summary(pool?.pending)}; pool queued: ${summary(pool?.queued)}`
    );
  }

  /** CHAOS_SABOTAGE: the hot wallet pays `to` once more, outside the platform (the API is stopped by then). */
  async sendOutsidePlatform(to: Address, usdt: number): Promise<Hash> {
    const receipt = await this.sendSigned(this.hotWallet, { to: this.token, data: this.usdtTransfer(to, usdt) });
    return receipt.transactionHash;
  }

  stop() {
    return this.node.stop();
  }

  restart() {
    return this.node.restart();
  }

  mine(blocks: number) {
    return this.client.request({ method: 'evm_mine' as never, params: [{ blocks }] as never });
  }

  close() {
    return this.node.close();
  }
}

/** The node did not answer at all (down, or the connection dropped), as opposed to answering with an error. */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  );
}

function nodeSaid(error: Error): string {
  return error instanceof BaseError ? `${error.shortMessage} (${error.details})` : error.message;
}
