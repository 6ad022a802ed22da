import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { routes } from '@app/contract';
import { memberEmail } from './fixtures';
import type { RequestSpec } from './http';
import type { BenchContext } from './module';

// The passkey sign-in's load (docs/decisions/042-passkeys.md): each sampled member holds a passkey, and each request
// signs a challenge of its own, as a browser would. The challenges are stored ahead, as step 1 stores them, and
// signed before the run, so the run measures the server's step 2 (the challenge taken, the signature checked, the
// session made), not the client's signing. The counter stays 0, as many platform authenticators keep it.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A P-256 public key as COSE (a CBOR map: kty EC2, alg ES256, crv P-256, x, y), as a registration stores it. */
function coseKey(x: Buffer, y: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
}

export interface PasskeySignins {
  /** The next prepared sign-in; each is good once. */
  next: () => RequestSpec;
  left: () => number;
}

/**
 * Gives each of `members` a passkey (one key pair, a credential id each), stores `count` sign-in challenges and signs
 * each for a member in turn. The server's relying party is its default PUBLIC_URL, http://localhost:<port>.
 */
export async function preparePasskeySignins(
  ctx: BenchContext,
  options: { baseUrl: string; members: number[]; count: number },
): Promise<PasskeySignins> {
  const origin = `http://localhost:${new URL(options.baseUrl).port}`;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = coseKey(Buffer.from(String(jwk.x), 'base64url'), Buffer.from(String(jwk.y), 'base64url'));
  await ctx.db.query(`delete from passkeys where credential_id like 'bench-%'`);
  await ctx.db.query(
    `insert into passkeys (user_id, credential_id, public_key, name, created_at)
     select u.id, 'bench-' || e.idx, $2, 'Bench key', now()
     from unnest($1::text[]) with ordinality as e(email, idx) join users u on u.email = e.email`,
    [options.members.map(memberEmail), cose],
  );
  const challenges = Array.from({ length: options.count }, () => b64url(randomBytes(32)));
  await ctx.db.query(`delete from passkey_challenges where purpose = 'signin'`);
  await ctx.db.query(
    `insert into passkey_challenges (challenge, purpose, expires_at)
     select c, 'signin', now() + interval '2 hours' from unnest($1::text[]) as c`,
    [challenges],
  );
  const authData = Buffer.concat([sha256('localhost'), Buffer.from([0x05]), Buffer.alloc(4)]);
  const bodies = challenges.map((challenge, i) => {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), privateKey);
    const id = `bench-${(i % options.members.length) + 1}`;
    return {
      credential: {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      },
    };
  });
  let used = 0;
  return {
    next: () => {
      const body = bodies[used++];
      if (!body) throw new Error(`only ${bodies.length} passkey sign-ins were prepared`);
      return { method: 'POST', path: routes.passkeySignin.path, body };
    },
    left: () => bodies.length - used,
  };
}
