import { redirect } from 'react-router';
import { getMemberToken, hasSession } from '../lib/storage';

/** docs/product.md#web-client: a member already signed in has no business on the public auth pages. */
export function redirectSignedInMember() {
  return getMemberToken() ? redirect('/') : null;
}

export function requireSession() {
  return hasSession() ? null : redirect('/login');
}
