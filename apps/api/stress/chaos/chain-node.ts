// The chaos run's chain node as a process of its own (started by chain.ts): ganache on 127.0.0.1, its chain kept in
// CHAOS_CHAIN_DB, the accounts in CHAOS_CHAIN_KEYS funded in its first block, a block mined every
// CHAOS_CHAIN_BLOCK_SECONDS. It prints {"port": n} once it listens, and closes its database on SIGTERM, so a start
// on the same folder continues the same chain. Apart from the harness, the node's own failures stay in this process.
import { toolRequire } from '../../../../scripts/tools.mjs';

const ganache = toolRequire('ganache@7.9.2')('ganache') as {
  server(options: object): {
    listen(port: number, host: string): Promise<void>;
    address(): unknown;
    close(): Promise<void>;
  };
};

const keys = JSON.parse(process.env.CHAOS_CHAIN_KEYS ?? '[]') as string[];
const server = ganache.server({
  logging: { quiet: true },
  wallet: { accounts: keys.map((secretKey) => ({ secretKey, balance: '0x56BC75E2D63100000' })) },
  chain: { chainId: Number(process.env.CHAOS_CHAIN_ID ?? 1337) },
  miner: { blockTime: Number(process.env.CHAOS_CHAIN_BLOCK_SECONDS ?? 1) },
  database: { dbPath: process.env.CHAOS_CHAIN_DB },
});
await server.listen(0, '127.0.0.1');
console.log(JSON.stringify({ port: (server.address() as { port: number }).port }));

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  const forced = setTimeout(() => process.exit(1), 10_000);
  server.close().finally(() => {
    clearTimeout(forced);
    process.exit(0);
  });
});
// Calls cut off by the close end in errors nobody waits for: the node is going away anyway.
process.on('unhandledRejection', (error) => {
  if (!closing) console.error(`chain node: ${(error as Error)?.stack ?? error}`);
});
