import { MSG, type PasswordChangeBody } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useT } from '@app/web-kit/i18n/use-t';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChangeBody = { oldPassword: '', password: '', confirmPassword: '' };

/** /settings: a new password after the current one; this device stays signed in, every other one is signed out. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const { t } = useT();
  const { handleSubmit, reset, setError, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.passwordChangeBody),
    {
      defaultValues: EMPTY,
    },
  );

  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        // The server's answer about the current password belongs under that field, where the member looks. It
        // comes in the chosen language (docs/product.md#languages).
        const message = errorMessage(error);
        if (message === translateMessage(MSG.oldPasswordWrong)) setError('oldPassword', { message });
        else if (message === translateMessage(MSG.passwordTooCommon)) setError('password', { message });
      },
    }),
  );

  return (
    <TitledCard titleId="change-password" title={t('password.title')}>
      <p className="mt-1 text-sm text-slate-400">{t('password.note')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <PasswordField label={t('password.current')} autoComplete="current-password" {...field('oldPassword')} />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.hint')}
          {...field('password')}
        />
        <PasswordField label={t('password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" fullWidth className="sm:w-auto" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </form>
    </TitledCard>
  );
}
