import type { LoginResponse } from '@app/contract';
import { TwoFactorStep } from '@app/web-kit/components/two-factor/two-factor-step';
import { textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Button } from '@app/web-kit/components/ui/button';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useT } from '@app/web-kit/i18n/use-t';
import { setSession } from '@app/web-kit/lib/storage';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../api/login';
import { useSigninTwoFactor } from '../api/signin-two-factor';
import { PasskeySignin } from './passkey-signin';

/** The log-in form and its two-factor step: a chunk of its own, so the page paints without its code (login-page.tsx). */
/**
 * Where a log-in goes: `/login?next=/stake` (the shop's Buy) opens that page of this site; anything else, or a path
 * that would leave the site (`//host`, a scheme), opens /my.
 */
export function memberPageAfterLogin(next: string | null): string {
  return next && /^\/[A-Za-z0-9][\w\-/]*$/.test(next) ? next : '/my';
}

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const signinTwoFactor = useSigninTwoFactor();
  const { t } = useT();
  // With two-factor on, the password answers the id of a code step instead of a session.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Sign-up and password reset hand over the address they verified.
  const { state, search } = useLocation();
  const next = memberPageAfterLogin(new URLSearchParams(search).get('next'));
  const verifiedEmail = typeof state?.email === 'string' ? state.email : '';
  const { handleSubmit, field } = useSchemaForm(() => import('../validation').then((schemas) => schemas.loginBody), {
    defaultValues: { email: verifiedEmail, password: '' },
  });

  const signedIn = (response: LoginResponse) => {
    // The form sends role_name User for everyone; a vendor account answers a vendor session.
    setSession(response, response.data.role === 'Vendor');
    notifySuccess(response.message, { group: 'login' });
    navigate(next, { replace: true });
  };

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (response) => {
        if ('twoFactor' in response.data) setChallenge(response.data._id);
        else signedIn(response as LoginResponse);
      },
    }),
  );

  const submitCode = (code: string) => {
    if (!challenge) return;
    signinTwoFactor.mutate({ _id: challenge, code }, { onSuccess: signedIn });
  };

  return challenge ? (
    <TwoFactorStep isSubmitting={signinTwoFactor.isPending} onSubmit={submitCode} onBack={() => setChallenge(null)} />
  ) : (
    <>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={t('field.password')} autoComplete="current-password" {...field('password')} />
        <div className="flex justify-end">
          <Link to="/forget-Password" className={`${textLinkClass} text-sm`}>
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <PasskeySignin onSignedIn={signedIn} />
    </>
  );
}
