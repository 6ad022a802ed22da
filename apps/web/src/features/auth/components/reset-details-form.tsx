import type { resetOtpBody } from '@app/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useSchemaForm } from '../../../lib/use-schema-form';

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
