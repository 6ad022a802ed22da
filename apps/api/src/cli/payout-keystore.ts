// npm run payout:keystore -- --out FILE - a new payout wallet: a key made here, written as an Ethereum keystore
// (src/chain/keystore.ts) under the passphrase in the file PAYOUT_KEYSTORE_PASSWORD_FILE names, readable by its owner
// alone. Prints the wallet's address, never the key. Refuses to write over a file: it may hold a wallet's only key.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { generatePrivateKey } from 'viem/accounts';
import { encryptKeystore, KeystoreError, readPassphraseFile } from '../chain/keystore';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const passphraseFile = process.env.PAYOUT_KEYSTORE_PASSWORD_FILE;
try {
  if (!values.out) throw new KeystoreError('say where to write the keystore: --out FILE');
  if (!passphraseFile) throw new KeystoreError('set PAYOUT_KEYSTORE_PASSWORD_FILE to the file holding its passphrase');
  const passphrase = await readPassphraseFile(passphraseFile);
  if (passphrase.length < 12) throw new KeystoreError('the passphrase must be at least 12 characters');
  const keystore = await encryptKeystore(generatePrivateKey(), passphrase);
  // `wx`: an existing file is never replaced; mode 600 from the first byte written.
  await writeFile(values.out, `${JSON.stringify(keystore, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  console.log(`payout wallet 0x${keystore.address} written to ${values.out}`);
} catch (error) {
  const exists = (error as NodeJS.ErrnoException).code === 'EEXIST';
  console.error(exists ? `${values.out} exists: choose another file` : (error as Error).message);
  process.exit(1);
}
