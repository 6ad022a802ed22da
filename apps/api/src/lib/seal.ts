import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must read back (TOTP secrets), sealed with AES-256-GCM under a key derived from APP_SECRET:
// a database dump alone does not give them away. To rotate APP_SECRET, the old one goes to APP_SECRET_PREVIOUS: values
// sealed under it still open, and `npm run secrets:reseal` seals them again under the new one
// (docs/decisions/012-two-factor.md).

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

/** The keys a sealed value or a keyed hash may be under: APP_SECRET first, then APP_SECRET_PREVIOUS when set. */
export function secretKeys(config: { APP_SECRET: string; APP_SECRET_PREVIOUS?: string | undefined }): string[] {
  return config.APP_SECRET_PREVIOUS ? [config.APP_SECRET, config.APP_SECRET_PREVIOUS] : [config.APP_SECRET];
}

/** Opens a value under the first of `keys` that fits; `current` says whether that was the first (APP_SECRET). */
export function unsealWithAny(keys: readonly string[], sealed: string): { plain: string; current: boolean } {
  let failure: unknown;
  for (const [index, key] of keys.entries()) {
    try {
      return { plain: unseal(key, sealed), current: index === 0 };
    } catch (error) {
      failure = error;
    }
  }
  throw new Error('sealed under none of the keys (was APP_SECRET changed without APP_SECRET_PREVIOUS?)', {
    cause: failure,
  });
}
