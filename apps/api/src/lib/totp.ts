import { createHmac, randomBytes } from 'node:crypto';

// TOTP (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 30-second steps, 6 digits, what every authenticator app
// does by default. docs/decisions/012-two-factor.md.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_CODE_DIGITS = 6;
/** Steps either side of now that still count, for a phone clock a little off. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The time step a moment falls in. */
export function totpStep(at: Date, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** HOTP of one counter (RFC 4226 section 5.3), with the key as raw bytes; `algorithm` only for the RFC vectors. */
export function hotp(key: Buffer, counter: number, digits = TOTP_CODE_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, key).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The code a base32 secret gives at a moment. */
export function totpCode(secret: string, at: Date): string {
  return hotp(base32Decode(secret), totpStep(at));
}

/**
 * The step a code matches within ±TOTP_WINDOW of `at`, or null. The caller refuses a step at or below the last one
 * used (a replay).
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** The otpauth:// address authenticator apps read from the QR code. */
export function otpauthUrl(options: { secret: string; issuer: string; account: string }): string {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`);
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_CODE_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
