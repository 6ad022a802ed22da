import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAIN_PORT, chainDataDir } from './chain/chain-info';

// The journeys that need a chain (chain-tests/): their own server on its own port and data, started by
// chain/serve.ts beside a local EVM node. The browser, the guards and the rest come from playwright.config.ts, which
// reads the port and the data directory from these (its workers inherit them).
process.env.E2E_PORT ??= String(CHAIN_PORT);
process.env.E2E_DATA_DIR ??= path.join(chainDataDir, 'server');
// One server: the chain journeys share the one node and its token.
process.env.E2E_WORKERS = '1';

const here = path.dirname(fileURLToPath(import.meta.url));
const { default: base, webServerOf } = await import('./playwright.config');

export default {
  ...base,
  testDir: './chain-tests',
  webServer: { ...webServerOf(0), command: 'node --import tsx chain/serve.ts', cwd: here },
};
