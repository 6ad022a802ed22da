import { secp256k1 } from '@noble/curves/secp256k1';
import { type Address, bytesToHex } from 'viem';
import { HDKey, publicKeyToAddress } from 'viem/accounts';

// docs/decisions/019-deposit-addresses.md: each member's address is the non-hardened child `index` of the operator's
// extended public key at m/44'/60'/0'/0, so the operator's wallet holds every key and this server none.

/** The depth of m/44'/60'/0'/0: a key from any other level would derive addresses the operator's wallet does not show. */
const ACCOUNT_CHAIN_DEPTH = 4;
/** Non-hardened children only: a public key cannot derive hardened ones. */
export const MAX_DEPOSIT_INDEX = 0x7fffffff;

/** Reads DEPOSIT_XPUB, or names what is wrong with it; a private extended key is refused, never kept. */
export function parseDepositXpub(text: string): HDKey | string {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(text.trim());
  } catch {
    return "must be an extended public key (xpub...) at m/44'/60'/0'/0";
  }
  if (key.privateKey) return 'must be the extended PUBLIC key (xpub...): this server must not hold a private key';
  if (key.depth !== ACCOUNT_CHAIN_DEPTH) {
    return `must be the key at m/44'/60'/0'/0 (depth 4), not one at depth ${key.depth}`;
  }
  return key;
}

/** The address of child `index` of the account key: its compressed public key decompressed, then hashed. */
export function deriveDepositAddress(key: HDKey, index: number): Address {
  if (!Number.isInteger(index) || index < 0 || index > MAX_DEPOSIT_INDEX)
    throw new Error(`index ${index} out of range`);
  const child = key.deriveChild(index);
  if (!child.publicKey) throw new Error(`child ${index} has no public key`);
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}
