import { redirect } from 'react-router';
import { getAdminToken, getMemberToken, hasSession } from '../lib/storage';

/** docs/product.md#web-client: a member already signed in has no business on the public auth pages. */
export function redirectSignedInMember() {
  return getMemberToken() ? redirect('/') : null;
}

export function requireSession() {
  return hasSession() ? null : redirect('/login');
}

/** The operator console: only the operator's token opens it (a member or vendor token is not one). */
export function requireOperator() {
  return getAdminToken() ? null : redirect('/admin/login');
}

export function redirectSignedInOperator() {
  return getAdminToken() ? redirect('/admin') : null;
}
