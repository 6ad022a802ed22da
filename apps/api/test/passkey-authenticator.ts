// A software passkey for API tests: it makes the browser's answers (a P-256 key, "none" attestation) the way an
// authenticator and browser would, so the server's WebAuthn checks run whole. Tests turn its knobs to be wrong: the
// origin, the counter, a replayed answer.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export class TestPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature count the next answer carries; each answer moves it on by one. */
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpID = new URL(origin).hostname,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id() {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private coseKey() {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(String(jwk.x))],
        [-3, isoBase64URL.toBuffer(String(jwk.y))],
      ]),
    );
  }

  /** The answer to registration options (startRegistration's). */
  register(options: { challenge: string }, overrides: { origin?: string } = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      uint32(this.counter),
      Buffer.alloc(16), // no AAGUID
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to authentication options (startAuthentication's): signs the challenge, counting one more use. */
  assert(
    options: { challenge: string },
    overrides: { origin?: string; counter?: number; userVerified?: boolean } = {},
  ) {
    this.counter = overrides.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin);
    // User present, and user verified unless told otherwise (a security key only touched, with no PIN).
    const flags = overrides.userVerified === false ? 0x01 : 0x05;
    const authData = Buffer.concat([sha256(this.rpID), Buffer.from([flags]), uint32(this.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
      },
      clientExtensionResults: {},
    };
  }
}
