import type { OperatorSetPasswordBody, operatorSetPasswordBody } from '@app/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { errorMessage } from '../../../lib/toast';
import { FormAlert } from '../../console/components/form-alert';
import { useSetOperatorPassword } from '../api/set-operator-password';

function SetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
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
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={setPassword.isPending}>
        Set password
      </Button>
      <FormAlert message={refusal} />
    </form>
  );
}

/** /admin/set-password/:token: an invited operator chooses a password with the mailed link, then signs in. */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  return (
    <main className="min-h-dvh bg-slate-950 pt-8 text-slate-100 sm:pt-14">
      <p className="text-center text-sm font-semibold tracking-wide text-teal-300 uppercase">Operator console</p>
      <AuthShell
        title={done ? 'Password set' : 'Set your password'}
        description={done ? undefined : 'Choose the password you will sign in to the console with.'}
      >
        {done ? (
          <div className="space-y-4">
            <p role="status" className="text-slate-200">
              {done}
            </p>
            <Link to="/admin/login" className={textLinkClass}>
              Go to operator sign-in
            </Link>
          </div>
        ) : (
          <SetPasswordForm token={token} onDone={setDone} />
        )}
      </AuthShell>
    </main>
  );
}
