import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must read back (TOTP secrets), sealed with AES-256-GCM under a key derived from APP_SECRET:
// a database dump alone does not give them away. APP_SECRET must stay stable, or sealed values become unreadable.

const VERSION = 'v1';

function keyOf(appSecret: string): Buffer {
  return createHash('sha256').update(`seal:${appSecret}`).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text of a sealed value; throws when it was sealed under another key or altered. */
export function unseal(appSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
