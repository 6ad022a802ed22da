import type { resetOtpBody } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useT } from '@app/web-kit/i18n/use-t';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import type { z } from 'zod';

export type ResetDetails = Omit<z.output<typeof resetOtpBody>, 'role_name'>;

interface ResetDetailsFormProps {
  defaultValues: ResetDetails;
  isSending: boolean;
  onSubmit: (details: ResetDetails) => void;
}

export function ResetDetailsForm({ defaultValues, isSending, onSubmit }: ResetDetailsFormProps) {
  const { t } = useT();
  const { handleSubmit, field } = useSchemaForm(() => import('../validation').then((schemas) => schemas.resetOtpBody), {
    defaultValues,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordField label={t('field.newPassword')} autoComplete="new-password" {...field('password')} />
      <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" fullWidth loading={isSending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
