// node apps/api/test/chain/compile.mjs - compiles TestUsdt.sol with solc-js (offline) into test-usdt.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { toolRequire } from '../../../../scripts/tools.mjs';

const solc = toolRequire('solc@0.8.37')('solc');

const source = readFileSync(new URL('./TestUsdt.sol', import.meta.url), 'utf8');
const input = {
  language: 'Solidity',
  sources: { 'TestUsdt.sol': { content: source } },
  settings: {
    evmVersion: 'paris',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { TestUsdt: ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
const compiled = output.contracts['TestUsdt.sol'].TestUsdt;
writeFileSync(
  new URL('./test-usdt.json', import.meta.url),
  `${JSON.stringify({ abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }, null, 2)}\n`,
);
console.log('wrote test-usdt.json');
