import { MSG, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { TWO_FACTOR_OFF } from '@app/web-kit/test/security-test-kit';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { SecurityPage } from './security-page';

const renderSecurity = (status = TWO_FACTOR_OFF) => {
  stubRoutes(
    on(routes.operatorTwoFactorStatus, ok(MSG.twoFactorStatusLoaded, status)),
    on(routes.operatorPasskeys, ok(MSG.passkeysLoaded, { docs: [] })),
  );
  return renderRoutes([{ path: '/admin/security', Component: SecurityPage }], '/admin/security');
};

describe('/admin/security', () => {
  beforeEach(() => signInOperator());

  // An operator's code only signs in: the member's promise about withdrawals and transfers is not theirs.
  it('explains two-factor sign-in without the member wording about withdrawals', async () => {
    renderSecurity();
    expect(
      await screen.findByText(
        'Two-factor sign-in is off. Turn it on to ask for a code from your authenticator app after your password.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/withdrawals and transfers/)).toBeNull();
  });

  it('says the operator must turn it on when the settings require it', async () => {
    renderSecurity({ ...TWO_FACTOR_OFF, required: true });
    expect(await screen.findByText('Operators must turn on two-factor sign-in before using the console.')).toBeTruthy();
  });

  it('says it is on, with the recovery codes left, and that it cannot be turned off when required', async () => {
    renderSecurity({ enabled: true, enabledAt: '2026-11-23T10:00:00.000Z', recoveryCodesLeft: 9, required: true });
    expect(
      await screen.findByText(
        /after your password you enter the code from your authenticator app\. 9 recovery codes left\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Required for operators: it cannot be turned off.')).toBeTruthy();
  });
});
