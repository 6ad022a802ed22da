import { MSG, routes } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { secretKeys } from '../../../src/lib/seal';
import { resealTwoFactorSecrets } from '../../../src/modules/two-factor/reseal';
import { apiTokenOf, call, dataOf, nextClientIp, signedInMember, useTestApp } from '../../helper';
import { codeNow, enableTwoFactor, nextStep, signIn } from '../../two-factor-kit';

// Rotating APP_SECRET (docs/decisions/012-two-factor.md): the old secret moves to APP_SECRET_PREVIOUS, two-factor keeps
// working, `secrets:reseal` seals the TOTP secrets again under the new one, and the old secret can then go. The
// configuration is changed on the running app as a restart with the new environment would.
const t = useTestApp();
const NEW_SECRET = 'a-new-app-secret-after-the-rotation-0123456789';

let original: { APP_SECRET: string; APP_SECRET_PREVIOUS: string | undefined } | undefined;

function restartWith(env: { APP_SECRET: string; APP_SECRET_PREVIOUS?: string }) {
  original ??= { APP_SECRET: t.ctx.config.APP_SECRET, APP_SECRET_PREVIOUS: t.ctx.config.APP_SECRET_PREVIOUS };
  Object.assign(t.ctx.config, { APP_SECRET_PREVIOUS: undefined, ...env });
}

afterEach(() => {
  if (original) Object.assign(t.ctx.config, original);
  original = undefined;
});

async function finishSignIn(member: { email: string; password: string }, code: string) {
  const started = await signIn(t, member);
  return call(t, routes.signinTwoFactor, { body: { _id: dataOf(started)._id, code }, ip: nextClientIp() });
}

describe('rotating APP_SECRET', () => {
  it('keeps two-factor working through APP_SECRET_PREVIOUS, and after the reseal without it', async () => {
    const member = await signedInMember(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, member.token);
    const oldSecret = t.ctx.config.APP_SECRET;

    restartWith({ APP_SECRET: NEW_SECRET, APP_SECRET_PREVIOUS: oldSecret });
    const withTotp = await finishSignIn(member, codeNow(t, secret));
    expect(withTotp.status).toBe(200);
    expect(apiTokenOf(withTotp.body)).toBeTruthy();
    // Recovery codes made before the rotation match under the previous secret.
    const withRecovery = await finishSignIn(member, recoveryCodes[0] ?? '');
    expect(withRecovery.status).toBe(200);

    const report = await resealTwoFactorSecrets(t.ctx.db, secretKeys(t.ctx.config));
    expect(report.resealed).toBeGreaterThanOrEqual(1);
    expect(report.unreadable).toEqual([]);
    const again = await resealTwoFactorSecrets(t.ctx.db, secretKeys(t.ctx.config));
    expect(again.resealed).toBe(0);

    restartWith({ APP_SECRET: NEW_SECRET });
    nextStep(t);
    const afterReseal = await finishSignIn(member, codeNow(t, secret));
    expect(afterReseal.status).toBe(200);
    // What removing the previous secret costs: recovery codes keyed by it no longer match.
    const oldRecovery = await finishSignIn(member, recoveryCodes[1] ?? '');
    expect(oldRecovery).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeWrong } });
  });

  it('reports an account whose secret opens under neither key instead of guessing', async () => {
    const member = await signedInMember(t);
    await enableTwoFactor(t, member.token);
    const report = await resealTwoFactorSecrets(t.ctx.db, [NEW_SECRET]);
    expect(report.unreadable).toContain(member.email);
    expect(report.resealed).toBe(0);
  });
});
