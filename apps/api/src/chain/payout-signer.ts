import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Address, Hex, TransactionSerializableLegacy } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { assertOwnerOnly, decryptKeystore, readPassphraseFile } from './keystore';

// The hot wallet's key (docs/decisions/025-automatic-payouts.md): decrypted once at start and kept in this closure
// only. Nothing here returns, logs or stores the key; what leaves is an address and signed transactions.

export interface PayoutSigner {
  address: Address;
  sign(transaction: TransactionSerializableLegacy): Promise<Hex>;
}

/** The signer named by PAYOUT_KEYSTORE, or null when the server pays nothing automatically. */
export async function loadPayoutSigner(config: {
  PAYOUT_KEYSTORE?: string;
  PAYOUT_KEYSTORE_PASSWORD_FILE?: string;
}): Promise<PayoutSigner | null> {
  if (!config.PAYOUT_KEYSTORE || !config.PAYOUT_KEYSTORE_PASSWORD_FILE) return null;
  const file = path.resolve(config.PAYOUT_KEYSTORE);
  await assertOwnerOnly(file, 'the payout keystore');
  const passphrase = await readPassphraseFile(path.resolve(config.PAYOUT_KEYSTORE_PASSWORD_FILE));
  const { privateKey } = await decryptKeystore(JSON.parse(await readFile(file, 'utf8')), passphrase);
  const account = privateKeyToAccount(privateKey);
  return { address: account.address, sign: (transaction) => account.signTransaction(transaction) };
}
