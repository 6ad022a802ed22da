import { MSG, type signupOtpBody } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { PasswordField } from '@app/web-kit/components/ui/password-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useT } from '@app/web-kit/i18n/use-t';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { refusedSignupField } from '../api/signup-otp';
import { type ReferralName, referralProblemMessage } from './use-referral-name';

/** The checked step-1 fields; role_name is added by the call. */
export type SignupDetails = Omit<z.output<typeof signupOtpBody>, 'role_name'>;

interface SignupDetailsFormProps {
  defaultValues: SignupDetails;
  referral: ReferralName;
  isSending: boolean;
  /** Resolves to the server's refusal when the member stays on this step. */
  onSubmit: (details: SignupDetails) => Promise<unknown>;
}

export function SignupDetailsForm({ defaultValues, referral, isSending, onSubmit }: SignupDetailsFormProps) {
  const { t } = useT();
  const { handleSubmit, setError, setFocus, setValue, getValues, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.signupOtpBody),
    {
      defaultValues,
    },
  );

  type SignupInput = z.input<typeof signupOtpBody>;

  /**
   * The last rule of docs/product.md#accounts: a filled code must have resolved to a referrer. It is checked with the
   * other fields,
   * so its message shows at once with theirs; an empty code already has the contract's message.
   */
  async function checkReferral(code: string, shownErrors: FieldErrors<SignupInput>): Promise<boolean> {
    if (shownErrors.referBy) return false;
    const answer = await referral.check(code);
    if (answer.name) return true;
    setError('referBy', { message: code.trim() ? referralProblemMessage(answer) : MSG.referralRequired });
    return false;
  }

  async function submitDetails(details: SignupDetails) {
    if (!(await checkReferral(details.referBy, {}))) {
      setFocus('referBy');
      return;
    }
    const refusal = await onSubmit(details);
    // A refusal naming a field shows under it (a number too short for its country's plan); others are toasts.
    const field = refusedSignupField(refusal);
    if (!field) return;
    setError(field, { message: errorMessage(refusal) });
    setFocus(field);
  }

  async function showReferralProblem(shownErrors: FieldErrors<SignupInput>) {
    await checkReferral(getValues('referBy') ?? '', shownErrors);
  }

  const referBy = field('referBy', {
    onChange: () => referral.clear(),
    onBlur: (event: { target: HTMLInputElement }) => {
      const code = event.target.value.trim().toUpperCase();
      setValue('referBy', code);
      void referral.check(code);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(submitDetails, showReferralProblem)} className="space-y-4">
      <TextField label={t('field.fullName')} autoComplete="name" {...field('fullName')} />
      <TextField
        label={t('field.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('field.phoneHint')}
        {...field('phone')}
      />
      <TextField label={t('field.email')} type="email" autoComplete="email" {...field('email')} />
      <PasswordField label={t('field.password')} autoComplete="new-password" {...field('password')} />
      <PasswordField label={t('field.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field.referralCode')}
          autoCapitalize="characters"
          autoComplete="off"
          className="[&_input]:uppercase"
          {...referBy}
        />
        <TextField
          label={t('field.referralName')}
          readOnly
          value={referral.isChecking ? t('signup.checking') : referral.name}
          placeholder={t('signup.referralPlaceholder')}
          aria-live="polite"
        />
      </div>
      <CheckboxField label={t('signup.acceptTerms')} {...field('acceptTerms')} />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {/* A new tab: the form keeps what was typed. */}
        <a href="/terms-of-service" target="_blank" rel="noopener" className={TEXT_LINK}>
          {t('signup.readTerms')}
        </a>
        <a href="/risk-disclosure" target="_blank" rel="noopener" className={TEXT_LINK}>
          {t('signup.readRisk')}
        </a>
      </p>
      <Button type="submit" fullWidth loading={isSending}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
