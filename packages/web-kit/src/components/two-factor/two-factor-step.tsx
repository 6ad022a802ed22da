import { useT } from '../../i18n/use-t';
import { useSchemaForm } from '../../lib/use-schema-form';
import { SubmitOrBack } from '../ui/submit-or-back';
import { TextField } from '../ui/text-field';

interface TwoFactorStepProps {
  isSubmitting: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The code step of a sign-in with two-factor on: the authenticator's six digits, or a recovery code. */
export function TwoFactorStep({ isSubmitting, onSubmit, onBack }: TwoFactorStepProps) {
  const { t } = useT();
  const { handleSubmit, field } = useSchemaForm(
    () => import('./validation').then((schemas) => schemas.twoFactorCodeForm),
    {
      defaultValues: { code: '' },
    },
  );
  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code))} className="space-y-4">
      <p className="text-sm text-slate-300">{t('twoFactor.enterCode')}</p>
      <TextField
        label={t('twoFactor.codeLabel')}
        autoComplete="one-time-code"
        autoFocus
        maxLength={20}
        hint={t('twoFactor.codeHint')}
        {...field('code')}
      />
      <SubmitOrBack
        submitLabel={t('twoFactor.verify')}
        isSubmitting={isSubmitting}
        backLabel={t('twoFactor.back')}
        onBack={onBack}
      />
    </form>
  );
}
