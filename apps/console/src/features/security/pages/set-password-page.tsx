import { AuthShell, textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Button } from '@app/web-kit/components/ui/button';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../kit/components/form-alert';
import { useSetOperatorPassword } from '../api/set-operator-password';
import { CONSOLE_SECURITY_TEXTS } from '../texts';

function SetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const setPassword = useSetOperatorPassword();
  const {
    formState: { errors },
    field,
    handleSubmit,
  } = useSchemaForm(() => import('../validation').then((schemas) => schemas.operatorSetPasswordBody), {
    // The token rides with the fields unseen, so the contract's schema checks the whole body.
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit((body) =>
    setPassword.mutate(body, { onSuccess: (response) => onDone(response.message) }),
  );
  const refusal = errors.token?.message ?? (setPassword.error ? errorMessage(setPassword.error) : null);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PasswordField label={t('csec.password')} autoComplete="new-password" {...field('password')} />
      <PasswordField label={t('csec.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
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
