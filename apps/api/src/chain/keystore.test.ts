import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { assertOwnerOnly, decryptKeystore, encryptKeystore, readPassphraseFile } from './keystore';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const QUICK = { scryptN: 1024 };

describe('the payout keystore', () => {
  it('opens what it wrote with the passphrase, and names the address without the key', async () => {
    const keystore = await encryptKeystore(KEY, 'correct horse battery', QUICK);
    expect(keystore.address).toBe(privateKeyToAddress(KEY).slice(2).toLowerCase());
    expect(JSON.stringify(keystore)).not.toContain(KEY.slice(2));
    expect(await decryptKeystore(keystore, 'correct horse battery')).toEqual({
      privateKey: KEY,
      address: privateKeyToAddress(KEY),
    });
  });

  it('refuses a wrong passphrase, a changed ciphertext, another format and a key of another address', async () => {
    const keystore = await encryptKeystore(KEY, 'correct horse battery', QUICK);
    await expect(decryptKeystore(keystore, 'wrong horse battery')).rejects.toThrow('does not open this keystore');
    const changed = {
      ...keystore,
      crypto: { ...keystore.crypto, ciphertext: `00${keystore.crypto.ciphertext.slice(2)}` },
    };
    await expect(decryptKeystore(changed, 'correct horse battery')).rejects.toThrow('does not open this keystore');
    await expect(decryptKeystore({ ...keystore, version: 1 }, 'x')).rejects.toThrow('not an Ethereum keystore');
    const pbkdf2 = { ...keystore, crypto: { ...keystore.crypto, kdf: 'pbkdf2' } };
    await expect(decryptKeystore(pbkdf2, 'x')).rejects.toThrow('only scrypt and aes-128-ctr');
    // The format's own example (r 1, p 8) is past what OpenSSL's scrypt computes; wallets write r 8, p 1.
    const example = {
      ...keystore,
      crypto: { ...keystore.crypto, kdfparams: { ...keystore.crypto.kdfparams, n: 262144, r: 1, p: 8 } },
    };
    await expect(decryptKeystore(example, 'x')).rejects.toThrow('scrypt parameters this server cannot compute');
    const renamed = { ...keystore, address: '008aeeda4d805471df9b2a5b0f38a0c3bcba786b' };
    await expect(decryptKeystore(renamed, 'correct horse battery')).rejects.toThrow('another address');
  });

  it('refuses a secret file others on the machine can read, and reads the passphrase without its line end', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'keystore-'));
    const file = path.join(dir, 'passphrase');
    await writeFile(file, 'correct horse battery\n', { mode: 0o644 });
    await expect(readPassphraseFile(file)).rejects.toThrow('mode 644');
    await chmod(file, 0o640);
    await expect(assertOwnerOnly(file, 'the keystore')).rejects.toThrow('readable or writable by others');
    await chmod(file, 0o600);
    expect(await readPassphraseFile(file)).toBe('correct horse battery');
  });
});
