// npm run reserves:verify -- --proof file.json - checks a proof of inclusion downloaded from /reserves, offline:
// the member's leaf, through the sibling hashes and sums, must lead to the published root hash and total
// (docs/product.md#proof-of-reserves). Prints the verdict; exits 1 when the proof does not verify.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatUsdt } from '@app/contract';
import { type ReserveProofFile, verifyReserveProof } from '@app/contract/merkle-sum';

const { values } = parseArgs({ options: { proof: { type: 'string' } } });
if (!values.proof) {
  console.error('Usage: npm run reserves:verify -- --proof <file.json>');
  process.exit(2);
}
// npm runs this from apps/api; a relative path is the caller's, where npm was started.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.proof);
let proof: ReserveProofFile;
try {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as ReserveProofFile & { data?: ReserveProofFile };
  // The file the page downloads is the proof itself; an API answer saved whole carries it under `data`.
  proof = parsed.data ?? parsed;
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const verdict = await verifyReserveProof(proof);
if (verdict.ok) {
  console.log(
    `Verified: a balance of ${formatUsdt(verdict.balance)} USDT is included in snapshot ${proof.snapshotId} ` +
      `(${proof.takenAt}), root ${proof.root.hash}, total ${formatUsdt(proof.root.sum)} USDT.`,
  );
} else {
  console.error(`NOT verified: ${verdict.reason}`);
  process.exit(1);
}
