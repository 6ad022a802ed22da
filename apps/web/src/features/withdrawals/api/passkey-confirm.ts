// POST /sellerApi/passkeys/confirmOptions (vendor twin) - a withdrawal's or transfer's step 2 with a passkey
// (docs/product.md#passkeys): the server's challenge for that request only, which the browser's prompt signs. The
// signature then goes in the verify's body as `passkey`, in place of the code.
import type { PasskeyAssertion, PasskeyConfirmBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { signWithPasskey } from '@app/web-kit/lib/passkey-browser';

/** What confirms step 2: the mailed (or the authenticator's) code, or a passkey's signature. */
export type CodeProof = { otp: string } | { passkey: PasskeyAssertion };

export type PasskeyRequest = PasskeyConfirmBody;

export async function signRequestWithPasskey(request: PasskeyRequest): Promise<PasskeyAssertion> {
  const { data } = await callApi(routes.passkeyConfirmOptions, { body: request });
  return signWithPasskey(data.options);
}
