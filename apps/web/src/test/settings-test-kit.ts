// What /settings reads, for tests that render the page (test files only): the kit's security stubs and the member's
// passkeys (docs/product.md#passkeys), none yet.
import { MSG, routes } from '@app/contract';
import { securityStubs } from '@app/web-kit/test/security-test-kit';
import { ok, on } from '@app/web-kit/test/stub-routes';

export function settingsStubs(options: Parameters<typeof securityStubs>[0] = {}) {
  return [...securityStubs(options), on(routes.passkeys, ok(MSG.passkeysLoaded, { docs: [] }))];
}
