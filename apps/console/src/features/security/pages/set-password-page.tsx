import type { OperatorSetPasswordBody, operatorSetPasswordBody } from '@app/contract';
import { AuthShell, textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Button } from '@app/web-kit/components/ui/button';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { fieldErrorsResolver } from '@app/web-kit/lib/form-resolver';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../kit/components/form-alert';
import { useSetOperatorPassword } from '../api/set-operator-password';
import { CONSOLE_SECURITY_TEXTS } from '../texts';

function SetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const setPassword = useSetOperatorPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OperatorSetPasswordBody, unknown, z.output<typeof operatorSetPasswordBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.operatorSetPasswordBody)),
    // The token rides with the fields unseen, so the contract's schema checks the whole body.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit((body) =>
    setPassword.mutate(body, { onSuccess: (response) => onDone(response.message) }),
  );
  const refusal = errors.token?.message ?? (setPassword.error ? errorMessage(setPassword.error) : null);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField
        label={t('csec.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('csec.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={setPassword.isPending}>
        {t('csec.setPassword')}
      </Button>
      <FormAlert message={refusal} />
    </form>
  );
}

/** /admin/set-password/:token: an invited operator chooses a password with the mailed link, then signs in. */
export function SetPasswordPage() {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const { token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  return (
    <main className="min-h-dvh bg-slate-950 pt-8 text-slate-100 sm:pt-14">
      <p className="text-center text-sm font-semibold tracking-wide text-teal-300 uppercase">{t('csec.console')}</p>
      <AuthShell
        title={done ? t('csec.passwordSet') : t('csec.setYourPassword')}
        description={done ? undefined : t('csec.setPasswordDescription')}
      >
        {done ? (
          <div className="space-y-4">
            <p role="status" className="text-slate-200">
              {done}
            </p>
            <Link to="/admin/login" className={textLinkClass}>
              {t('csec.goToSignin')}
            </Link>
          </div>
        ) : (
          <SetPasswordForm token={token} onDone={setDone} />
        )}
      </AuthShell>
    </main>
  );
}
