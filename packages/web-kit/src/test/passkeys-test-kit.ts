// Test data for the passkey screens (test files only): the server's options and the browser library's answers, as
// @simplewebauthn/browser would give them. Only the library's two ceremonies are mocked in the tests; whether the
// browser can use passkeys at all is the library's own check, on a stubbed PublicKeyCredential.
import { MSG, type PasskeyRow, routes } from '@app/contract';
import { ok, on } from '@app/web-kit/test/stub-routes';
import { WebAuthnError } from '@simplewebauthn/browser';
import { vi } from 'vitest';

export const REGISTRATION_OPTIONS = {
  challenge: 'cmVnaXN0ZXItY2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Platform' },
  user: { id: 'dXNlci0x', name: 'asha@example.com', displayName: 'Asha Rao' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

export const AUTHENTICATION_OPTIONS = {
  challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U',
  rpId: 'localhost',
  userVerification: 'preferred',
};

export const ATTESTATION = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRk',
    transports: ['internal'],
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};

export const ASSERTION = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'SZYN5Y', signature: 'MEUCIQ' },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
};

export function passkeyOf(overrides: Partial<PasskeyRow> = {}): PasskeyRow {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    name: 'Work laptop',
    createdAt: '2026-10-02T09:15:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

/** The member's passkeys as GET /sellerApi/passkeys answers them. */
export function passkeysOf(docs: PasskeyRow[]) {
  return on(routes.passkeys, ok(MSG.passkeysLoaded, { docs }));
}

/** The browser's prompt closed by the member (or timed out), as the library reports it. */
export function promptClosed() {
  const cause = Object.assign(new Error('The operation either timed out or was not allowed.'), {
    name: 'NotAllowedError',
  });
  return new WebAuthnError({ message: cause.message, code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause });
}

/** A browser that can use passkeys: the library's own check looks for PublicKeyCredential. */
export function canUsePasskeys() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
}
