import type { HDKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_ADDRESSES, TEST_ACCOUNT_KEY, TEST_ROOT, TEST_XPUB } from '../../test/chain/test-xpub';
import { deriveDepositAddress, parseDepositXpub } from './deposit-address-derivation';

describe('deposit addresses derived from an extended public key', () => {
  it("are the published addresses of the test mnemonic at m/44'/60'/0'/0/0, /1 and /2", () => {
    const key = parseDepositXpub(TEST_XPUB);
    if (typeof key === 'string') throw new Error(key);
    expect(key.privateKey).toBeNull();
    expect(PUBLISHED_ADDRESSES.map((_, index) => deriveDepositAddress(key, index))).toEqual(PUBLISHED_ADDRESSES);
  });

  it('refuses a private extended key, a key at another depth and text that is no key', () => {
    expect(parseDepositXpub(TEST_ACCOUNT_KEY.privateExtendedKey)).toMatch(/must be the extended PUBLIC key/);
    expect(parseDepositXpub(TEST_ROOT.derive("m/44'/60'/0'").publicExtendedKey)).toMatch(/depth 4.*depth 3/);
    expect(parseDepositXpub('xpub-not-a-key')).toMatch(/must be an extended public key/);
  });

  it('refuses a hardened or negative child number', () => {
    const key = parseDepositXpub(TEST_XPUB) as HDKey;
    expect(() => deriveDepositAddress(key, 0x80000000)).toThrow(/out of range/);
    expect(() => deriveDepositAddress(key, -1)).toThrow(/out of range/);
  });
});
