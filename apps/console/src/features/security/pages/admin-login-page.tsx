import { OTP_LENGTH } from '@app/contract';
import { TwoFactorStep } from '@app/web-kit/components/two-factor/two-factor-step';
import { AuthShell } from '@app/web-kit/components/ui/auth-shell';
import { Button } from '@app/web-kit/components/ui/button';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../kit/components/form-alert';
import { type OperatorCredentials, useOperatorSignin } from '../api/operator-signin';
import { useOperatorSigninTwoFactor } from '../api/operator-two-factor';
import { useOperatorVerify } from '../api/operator-verify';
import { OperatorPasskeySignin } from '../components/operator-passkey-signin';
import { CONSOLE_SECURITY_TEXTS } from '../texts';

/** Step 2's state: who is signing in and the request the mailed code belongs to. */
interface CodeRequest {
  credentials: OperatorCredentials;
  requestId: string;
  /** The server's sentence ("A sign-in code has been sent to your email"). */
  message: string;
  /** Two-factor on: the code comes from the authenticator app, nothing was mailed. */
  twoFactor?: boolean | undefined;
}

function CredentialsStep({ onSent }: { onSent: (request: CodeRequest) => void }) {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const signin = useOperatorSignin();
  const { field, handleSubmit } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.operatorSigninBody),
    {
      defaultValues: { email: '', password: '' },
    },
  );

  const submit = handleSubmit((credentials) =>
    signin.mutate(credentials, {
      onSuccess: (response) =>
        onSent({
          credentials,
          requestId: response.data._id,
          message: response.message,
          twoFactor: response.data.twoFactor,
        }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={t('csec.email')} type="email" autoComplete="username" {...field('email')} />
      <PasswordField label={t('csec.password')} autoComplete="current-password" {...field('password')} />
      <Button type="submit" fullWidth loading={signin.isPending}>
        {t('csec.sendCode')}
      </Button>
      <FormAlert message={signin.error ? errorMessage(signin.error) : null} />
    </form>
  );
}

interface CodeStepProps {
  request: CodeRequest;
  onResent: (request: CodeRequest) => void;
  onRestart: () => void;
}

function CodeStep({ request, onResent, onRestart }: CodeStepProps) {
  const { t, tx } = useTexts(CONSOLE_SECURITY_TEXTS);
  const navigate = useNavigate();
  const verify = useOperatorVerify();
  const resend = useOperatorSignin();
  const { field, handleSubmit } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.operatorOtpForm),
    {
      defaultValues: { otp: '' },
    },
  );

  const submit = handleSubmit(({ otp }) =>
    verify.mutate(
      { _id: request.requestId, otp },
      {
        onSuccess: (response) => {
          notifySuccess(response.message);
          void navigate('/admin', { replace: true });
        },
      },
    ),
  );

  function sendAgain() {
    verify.reset();
    resend.mutate(request.credentials, {
      onSuccess: (response) =>
        onResent({ credentials: request.credentials, requestId: response.data._id, message: response.message }),
    });
  }

  const failure = verify.error ?? resend.error;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p role="status" className="text-slate-300">
        {tx('csec.codeSent', {
          message: request.message,
          email: <strong className="break-words text-slate-50">{request.credentials.email}</strong>,
          digits: formatNumber(OTP_LENGTH),
        })}
      </p>
      <TextField
        label={t('csec.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        {...field('otp')}
      />
      <Button type="submit" fullWidth loading={verify.isPending}>
        {t('csec.signin')}
      </Button>
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={sendAgain} loading={resend.isPending}>
          {t('csec.sendAgain')}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('csec.anotherAccount')}
        </Button>
      </div>
    </form>
  );
}

/** Step 2 with two-factor on: the authenticator's code (or a recovery code) instead of a mailed one. */
function AuthenticatorStep({ request, onRestart }: { request: CodeRequest; onRestart: () => void }) {
  const navigate = useNavigate();
  const verify = useOperatorSigninTwoFactor();
  return (
    <div className="space-y-4">
      <TwoFactorStep
        isSubmitting={verify.isPending}
        onBack={onRestart}
        onSubmit={(code) =>
          verify.mutate(
            { _id: request.requestId, code },
            {
              onSuccess: (response) => {
                notifySuccess(response.message);
                void navigate('/admin', { replace: true });
              },
            },
          )
        }
      />
      <FormAlert message={verify.error ? errorMessage(verify.error) : null} />
    </div>
  );
}

/** /admin/login: password, then the code mailed to the operator (docs/product.md#accounts); then /admin. */
export function AdminLoginPage() {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const [request, setRequest] = useState<CodeRequest | null>(null);
  return (
    <main className="min-h-dvh bg-slate-950 pt-8 text-slate-100 sm:pt-14">
      <p className="text-center text-sm font-semibold tracking-wide text-teal-300 uppercase">{t('csec.console')}</p>
      <AuthShell
        title={request ? t('csec.codeTitle') : t('csec.signinTitle')}
        description={request ? undefined : t('csec.signinDescription')}
      >
        {request?.twoFactor ? (
          <AuthenticatorStep key={request.requestId} request={request} onRestart={() => setRequest(null)} />
        ) : request ? (
          <CodeStep
            key={request.requestId}
            request={request}
            onResent={setRequest}
            onRestart={() => setRequest(null)}
          />
        ) : (
          <>
            <CredentialsStep onSent={setRequest} />
            <OperatorPasskeySignin />
          </>
        )}
      </AuthShell>
    </main>
  );
}
