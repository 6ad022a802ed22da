import { getAdminToken } from '@app/web-kit/lib/storage';
import { redirect } from 'react-router';

/** The console: only the operator's token opens it (a member or vendor token is not one). */
export function requireOperator() {
  return getAdminToken() ? null : redirect('/admin/login');
}

export function redirectSignedInOperator() {
  return getAdminToken() ? redirect('/admin') : null;
}
