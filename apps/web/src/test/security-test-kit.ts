// Test data for the cards whose changes ask who you are (test files only).
import { MSG, routes } from '@app/contract';
import { ok, on } from '@app/web-kit/test/stub-routes';

/**
 * What the fields of a security change read and ask (docs/decisions/046-no-way-around-the-second-person.md): two-factor
 * off (so the code is mailed), and the mailing of it.
 */
export function securityProofStubs() {
  return [
    on(
      routes.twoFactorStatus,
      ok(MSG.twoFactorStatusLoaded, { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
    ),
    on(routes.securityCode, ok(MSG.securityCodeSent, {})),
  ];
}
