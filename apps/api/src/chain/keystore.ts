import { createCipheriv, createDecipheriv, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { type Address, concat, type Hex, keccak256, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

// The payout wallet's key at rest, in the Ethereum keystore format (version 3: scrypt, AES-128-CTR, a keccak MAC)
// that wallets and nodes read, so an operator can open it in their own wallet and the platform holds nothing of its
// own making. The key is decrypted once, in the process that signs; it is never logged nor written anywhere else.

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** What wallets write by default: about a second of work per try for whoever holds the file without the passphrase. */
const DEFAULT_SCRYPT = { n: 262_144, r: 8, p: 1 } as const;
const DERIVED_KEY_BYTES = 32;

export interface KeystoreV3 {
  version: 3;
  id: string;
  address: string;
  crypto: {
    cipher: 'aes-128-ctr';
    cipherparams: { iv: string };
    ciphertext: string;
    kdf: 'scrypt';
    kdfparams: { dklen: number; salt: string; n: number; r: number; p: number };
    mac: string;
  };
}

export class KeystoreError extends Error {}

async function deriveKey(passphrase: string, params: KeystoreV3['crypto']['kdfparams']): Promise<Buffer> {
  return scryptAsync(passphrase.normalize('NFKC'), Buffer.from(params.salt, 'hex'), params.dklen, {
    N: params.n,
    r: params.r,
    p: params.p,
    // What scrypt needs (128 r (N + p + 2) bytes), twice: Node refuses to start it under a fixed default.
    maxmem: 2 * 128 * params.r * (params.n + params.p + 2),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS') throw error;
    throw new KeystoreError(
      `the keystore uses scrypt parameters this server cannot compute (n ${params.n}, r ${params.r}, p ${params.p})`,
    );
  });
}

const macOf = (derived: Buffer, ciphertext: Buffer): Hex =>
  keccak256(concat([toHex(derived.subarray(16, 32)), toHex(ciphertext)]));

/** A new keystore of `privateKey` under `passphrase`; `scryptN` lower only where a test must be quick. */
export async function encryptKeystore(
  privateKey: Hex,
  passphrase: string,
  options: { scryptN?: number } = {},
): Promise<KeystoreV3> {
  const kdfparams = {
    dklen: DERIVED_KEY_BYTES,
    salt: randomBytes(32).toString('hex'),
    n: options.scryptN ?? DEFAULT_SCRYPT.n,
    r: DEFAULT_SCRYPT.r,
    p: DEFAULT_SCRYPT.p,
  };
  const derived = await deriveKey(passphrase, kdfparams);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-ctr', derived.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([cipher.update(Buffer.from(privateKey.slice(2), 'hex')), cipher.final()]);
  return {
    version: 3,
    id: randomUUID(),
    address: privateKeyToAddress(privateKey).slice(2).toLowerCase(),
    crypto: {
      cipher: 'aes-128-ctr',
      cipherparams: { iv: iv.toString('hex') },
      ciphertext: ciphertext.toString('hex'),
      kdf: 'scrypt',
      kdfparams,
      mac: macOf(derived, ciphertext).slice(2),
    },
  };
}

function assertKeystore(value: unknown): asserts value is KeystoreV3 {
  const crypto = (value as Partial<KeystoreV3> | null)?.crypto;
  if ((value as Partial<KeystoreV3> | null)?.version !== 3 || !crypto) {
    throw new KeystoreError('not an Ethereum keystore of version 3');
  }
  if (crypto.kdf !== 'scrypt' || crypto.cipher !== 'aes-128-ctr') {
    throw new KeystoreError(
      `the keystore uses ${crypto.kdf} and ${crypto.cipher}; only scrypt and aes-128-ctr are read`,
    );
  }
}

/** The key and its address; a wrong passphrase or a changed file fails the MAC and decrypts nothing. */
export async function decryptKeystore(
  keystore: unknown,
  passphrase: string,
): Promise<{ privateKey: Hex; address: Address }> {
  assertKeystore(keystore);
  const { crypto } = keystore;
  const derived = await deriveKey(passphrase, crypto.kdfparams);
  const ciphertext = Buffer.from(crypto.ciphertext, 'hex');
  const expected = Buffer.from(macOf(derived, ciphertext).slice(2), 'hex');
  const stored = Buffer.from(crypto.mac, 'hex');
  if (stored.length !== expected.length || !timingSafeEqual(stored, expected)) {
    throw new KeystoreError('the passphrase does not open this keystore (or the file was changed)');
  }
  const decipher = createDecipheriv('aes-128-ctr', derived.subarray(0, 16), Buffer.from(crypto.cipherparams.iv, 'hex'));
  const privateKey = toHex(Buffer.concat([decipher.update(ciphertext), decipher.final()]));
  const address = privateKeyToAddress(privateKey);
  if (keystore.address && keystore.address.toLowerCase() !== address.slice(2).toLowerCase()) {
    throw new KeystoreError('the keystore decrypts to a key of another address than it names');
  }
  return { privateKey, address };
}

/** A file holding a secret must be readable by its owner alone: anyone else on the machine could copy it. */
export async function assertOwnerOnly(file: string, what: string) {
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    throw new KeystoreError(
      `${what} ${file} is readable or writable by others (mode ${(mode & 0o777).toString(8)}): chmod 600 it`,
    );
  }
}

/** The passphrase in `file` (owner-only), without the line end an editor leaves. */
export async function readPassphraseFile(file: string): Promise<string> {
  await assertOwnerOnly(file, 'the passphrase file');
  return (await readFile(file, 'utf8')).replace(/\r?\n$/, '');
}
