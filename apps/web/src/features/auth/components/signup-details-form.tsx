import { MSG, type signupOtpBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { firstErrorResolver } from '../../../lib/form-resolver';
import type { ReferralName } from './use-referral-name';

/** The checked step-1 fields; role_name is added by the call. */
export type SignupDetails = Omit<z.output<typeof signupOtpBody>, 'role_name'>;

interface SignupDetailsFormProps {
  defaultValues: SignupDetails;
  referral: ReferralName;
  isSending: boolean;
  onSubmit: (details: SignupDetails) => void;
}

export function SignupDetailsForm({ defaultValues, referral, isSending, onSubmit }: SignupDetailsFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof signupOtpBody>, unknown, z.output<typeof signupOtpBody>>({
    resolver: firstErrorResolver(() => import('../validation').then((schemas) => schemas.signupOtpBody)),
    defaultValues,
  });

  // After the contract's checks, the spec's last rule: the code must have resolved to a referrer.
  async function submitDetails(details: SignupDetails) {
    const referralName = await referral.settled();
    if (!referralName) {
      setError('referBy', { message: MSG.referralRequired });
      setFocus('referBy');
      return;
    }
    onSubmit(details);
  }

  const referBy = register('referBy', {
    onChange: () => referral.clear(),
    onBlur: (event: { target: HTMLInputElement }) => {
      const code = event.target.value.trim().toUpperCase();
      setValue('referBy', code);
      void referral.check(code);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(submitDetails)} className="space-y-4">
      <TextField label="Full Name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        label="Mobile No."
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Referal code"
          autoCapitalize="characters"
          autoComplete="off"
          className="[&_input]:uppercase"
          error={errors.referBy?.message}
          {...referBy}
        />
        <TextField
          label="Referral Name"
          readOnly
          value={referral.isChecking ? 'Checking…' : referral.name}
          placeholder="Shown after the code is checked"
          aria-live="polite"
        />
      </div>
      <Button type="submit" fullWidth loading={isSending}>
        Sign Up
      </Button>
    </form>
  );
}
