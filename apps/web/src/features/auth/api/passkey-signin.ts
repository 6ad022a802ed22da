// POST /publicApi/passkeySignin/options, then the browser's prompt, then POST /publicApi/passkeySignin - a member's or
// vendor's sign-in with a passkey (docs/product.md#passkeys): no e-mail, password or code; it answers as log-in does.
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { signWithPasskey } from '@app/web-kit/lib/passkey-browser';
import { useMutation } from '@tanstack/react-query';

export async function signInWithPasskey() {
  const { data } = await callApi(routes.passkeySigninOptions);
  const credential = await signWithPasskey(data.options);
  return callApi(routes.passkeySignin, { body: { credential } });
}

/** Its refusals (an unknown passkey, a blocked account) and a closed prompt are said under its button, not in a toast. */
export function usePasskeySignin() {
  return useMutation({ mutationFn: signInWithPasskey });
}
