import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAIN_PORT, chainDataDir } from './chain/chain-info';

// The journeys that need a chain (chain-tests/): their own server on its own port and data, started by
// chain/serve.ts beside a local EVM node. The browser, the guards and the rest come from playwright.config.ts, which
// reads the port and the data directory from these (its workers inherit them).
process.env.E2E_PORT ??= String(CHAIN_PORT);
process.env.E2E_DATA_DIR ??= path.join(chainDataDir, 'server');

const here = path.dirname(fileURLToPath(import.meta.url));
const { default: base, baseURL } = await import('./playwright.config');

export default {
  ...base,
  testDir: './chain-tests',
  webServer: {
    ...base.webServer,
    command: 'node --import tsx chain/serve.ts',
    cwd: here,
    url: `${baseURL}/readyz`,
  },
};
