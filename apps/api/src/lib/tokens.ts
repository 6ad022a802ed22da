import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque bearer token a client holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newOtpCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member's own referral code: 8 characters without look-alikes (no 0/O, 1/I). */
export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)];
  return code;
}
