// npm run sweep:plan [-- --out file.csv] - the member deposit addresses holding USDT, read on chain (balanceOf), as
// CSV (index,address,balance) for the operator's offline signer: the server holds no key and moves nothing
// (docs/decisions/019-deposit-addresses.md). Exits 1 when the chain cannot be read.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createChainClient } from '../chain/client';
import { loadConfig } from '../config/env';
import type { AppContext } from '../context';
import { readMemberAddressBalances } from '../modules/deposits/deposit-addresses.service';
import { openForCli } from './run-check';

/** Exact USDT with six decimals and no thousands separator: a CSV cell a signer parses as it is. */
function usdtText(micros: bigint): string {
  return `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
if (!config.CHAIN_RPC_URL) {
  console.error('sweep:plan reads balances on chain: set CHAIN_RPC_URL.');
  process.exit(1);
}
const database = await openForCli();
// Only what the balance read uses: the database, the node, the configuration and a clock.
const ctx = {
  config,
  db: database.db,
  chain: createChainClient(config.CHAIN_RPC_URL),
  clock: () => new Date(),
} as AppContext;
try {
  const { blockNumber, balances } = await readMemberAddressBalances(ctx);
  const holding = balances.filter((row) => row.micros > 0n);
  const lines = [
    'index,address,balance',
    ...holding.map((row) => `${row.index},${row.address},${usdtText(row.micros)}`),
  ];
  const csv = `${lines.join('\n')}\n`;
  if (values.out) {
    // npm runs this from apps/api; a relative path is the caller's, where npm was started.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
    await writeFile(file, csv);
    console.error(`Wrote ${holding.length} address(es) holding USDT at block ${blockNumber} to ${file}.`);
  } else {
    process.stdout.write(csv);
    console.error(`${holding.length} address(es) holding USDT at block ${blockNumber}.`);
  }
} catch (error) {
  console.error(`sweep:plan failed: ${error instanceof Error ? (error.cause ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
