import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Address } from 'viem';

// Shared by the chain server (serve.ts) and its journeys: where the node and the token are written.
export const CHAIN_PORT = 3101;
export const chainDataDir = path.resolve(import.meta.dirname, '../.data-chain');
export const CHAIN_FILE = 'chain.json';
/** The local node's account (apps/api/test/chain/local-chain.ts) holding the test USDT: the member's own wallet. */
export const SENDER = 1;

export function readChainInfo(): { rpcUrl: string; token: Address } {
  return JSON.parse(readFileSync(path.join(chainDataDir, CHAIN_FILE), 'utf8'));
}
