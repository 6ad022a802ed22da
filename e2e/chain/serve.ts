// The e2e server with a chain: a local EVM node with a test USDT on it, then the server as `npm start` runs it,
// pointed at that node and given the test mnemonic's extended public key as DEPOSIT_XPUB (playwright.chain.config.ts).
// What the journeys need to send USDT (the node and the token) is written to chain.json in the data directory.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Address } from 'viem';
import { startLocalChain } from '../../apps/api/test/chain/local-chain';
import { TEST_XPUB } from '../../apps/api/test/chain/test-xpub';
import { CHAIN_FILE, chainDataDir, SENDER } from './chain-info';

const root = path.resolve(import.meta.dirname, '../..');
rmSync(chainDataDir, { recursive: true, force: true });
mkdirSync(chainDataDir, { recursive: true });

const chain = await startLocalChain();
const token = await chain.deployToken(18);
const sender = chain.addresses[SENDER] as Address;
await chain.mint(token, sender, '100000');
writeFileSync(path.join(chainDataDir, CHAIN_FILE), JSON.stringify({ rpcUrl: chain.rpcUrl, token }));

const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: path.join(chainDataDir, 'server'),
    CHAIN_RPC_URL: chain.rpcUrl,
    DEPOSIT_XPUB: TEST_XPUB,
    // The watcher's fastest pace, so a journey waits seconds, not the default half-minute.
    CHAIN_RECHECK_SECONDS: '5',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await chain.close();
  process.exit(code ?? 0);
});
