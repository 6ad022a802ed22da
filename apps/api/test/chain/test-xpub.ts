import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'viem/accounts';

// The mnemonic every Ethereum development tool ships with, and its published accounts at m/44'/60'/0'/0/0, /1 and /2.
// The extended public key at m/44'/60'/0'/0 is made from it here, for tests only: the server sees only that public
// key, as it sees DEPOSIT_XPUB.
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const PUBLISHED_ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
] as const;
export const TEST_ROOT = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC));
export const TEST_ACCOUNT_KEY = TEST_ROOT.derive("m/44'/60'/0'/0");
export const TEST_XPUB = TEST_ACCOUNT_KEY.publicExtendedKey;
