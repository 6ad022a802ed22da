import { describe, expect, it } from 'vitest';
import { explorerTransactionHref } from './explorer';

const HASH = `0x${'ab'.repeat(32)}`;

describe('explorerTransactionHref', () => {
  it("puts the hash in the operator's template", () => {
    expect(explorerTransactionHref('https://bscscan.com/tx/{hash}', HASH)).toBe(`https://bscscan.com/tx/${HASH}`);
  });

  it('links nothing without a template, without {hash} in it, or for a value that is not a transaction hash', () => {
    expect(explorerTransactionHref(undefined, HASH)).toBeNull();
    expect(explorerTransactionHref('https://bscscan.com/tx/', HASH)).toBeNull();
    expect(explorerTransactionHref('https://bscscan.com/tx/{hash}', 'TXN-12345')).toBeNull();
  });
});
