import { getMemberToken, hasSession } from '@app/web-kit/lib/storage';
import { type LoaderFunctionArgs, redirect } from 'react-router';

/** docs/product.md#web-client: a member already signed in has no business on the public auth pages. */
export function redirectSignedInMember() {
  return getMemberToken() ? redirect('/') : null;
}

/**
 * A member page without a session sends the visitor to the log-in, which opens that page after it (`?next=`, checked
 * by memberPageAfterLogin): a mailed link to a member page, such as the data export's (docs/product.md#your-data),
 * lands where it pointed once the member has signed in. /my is where a log-in goes anyway.
 */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSession()) return null;
  const { pathname } = new URL(request.url);
  return redirect(pathname === '/my' ? '/login' : `/login?${new URLSearchParams({ next: pathname })}`);
}
