import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal';
import { base32Decode, base32Encode, hotp, matchTotpStep, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: 8-digit codes at these Unix times, per hash, with the RFC's ASCII seeds.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP', () => {
  it.each(VECTORS)('matches the RFC 6238 test vectors at %i', (time, sha1, sha256, sha512) => {
    const step = totpStep(new Date(time * 1000));
    expect(hotp(SEEDS.sha1, step, 8)).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
    // The six digits the apps show are the last six of the same number.
    expect(totpCode(base32Encode(SEEDS.sha1), new Date(time * 1000))).toBe(sha1.slice(2));
  });

  it('accepts the step either side of now and nothing further, and names the step matched', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-23T12:00:10Z');
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(secret, new Date(now.getTime() + offset * 30_000));
      expect(matchTotpStep(secret, code, now)).toBe(step + offset);
    }
    const far = totpCode(secret, new Date(now.getTime() + 90_000));
    if (![-1, 0, 1].some((offset) => totpCode(secret, new Date(now.getTime() + offset * 30_000)) === far)) {
      expect(matchTotpStep(secret, far, now)).toBeNull();
    }
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32 and writes the otpauth address apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(otpauthUrl({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'NexaTech', account: 'a@b.c' })).toBe(
      'otpauth://totp/NexaTech%3Aa%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=NexaTech&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('seal', () => {
  const key = 'k'.repeat(32);
  it('opens with the same APP_SECRET only, and refuses an altered value', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unseal('x'.repeat(32), sealed)).toThrow();
    const parts = sealed.split('.');
    const body = parts[3] ?? '';
    parts[3] = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => unseal(key, parts.join('.'))).toThrow();
  });
});
