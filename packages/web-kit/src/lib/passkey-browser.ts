// The browser's side of a passkey (docs/decisions/042-passkeys.md): @simplewebauthn/browser runs each ceremony on the
// options the server answered and hands back its answer as the API takes it. The library is loaded when it is first
// needed, after the page has painted, so no page's first scripts carry it.

import type { PasskeyAddBody, PasskeyAssertion } from '@app/contract';
import { ApiError } from '@app/web-kit/lib/api-error';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';

const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all: undefined until the library has loaded and said. */
export function useWebAuthnSupport(): boolean | undefined {
  const [isSupported, setSupported] = useState<boolean | undefined>();
  useEffect(() => {
    let isCurrent = true;
    void loadWebAuthn().then(
      (webAuthn) => isCurrent && setSupported(webAuthn.browserSupportsWebAuthn()),
      () => isCurrent && setSupported(false),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return isSupported;
}

export type PasskeyAttestation = PasskeyAddBody['credential'];

// The server's options are the library's JSON as they are, and its answers the contract's credential shapes: the
// casts only restate that (the library types its extension results more narrowly than a plain record).

/** The browser makes a new passkey for the options of `passkeyOptions`; its answer is `passkeyAdd`'s `credential`. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyAttestation> {
  const { startRegistration } = await loadWebAuthn();
  const answer = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return answer as unknown as PasskeyAttestation;
}

/** The browser signs the challenge of a sign-in's or a confirmation's options with one of the site's passkeys. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await loadWebAuthn();
  const answer = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return answer as unknown as PasskeyAssertion;
}

/**
 * What went wrong in the browser's prompt, for the screen to say in its own words: `cancelled` (the member closed
 * the prompt or let it time out: NotAllowedError, AbortError), `exists` (this device already holds a passkey of the
 * account), `failed` (anything else the browser refused). Null for an error of the API, which says its own message.
 */
export function passkeyPromptIssue(error: unknown): 'cancelled' | 'exists' | 'failed' | null {
  if (!(error instanceof Error) || error instanceof ApiError) return null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
  if (error.name === 'InvalidStateError') return 'exists';
  return 'failed';
}
