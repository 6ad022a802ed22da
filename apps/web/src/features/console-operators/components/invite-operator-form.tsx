import type { OperatorInviteBody, operatorInviteBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { FormAlert } from '../../console/components/form-alert';
import { useInviteOperator } from '../api/invite-operator';

/** Name and e-mail of a new operator; the server mails them a link to set a password. */
export function InviteOperatorForm() {
  const invite = useInviteOperator();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OperatorInviteBody, unknown, z.output<typeof operatorInviteBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.operatorInviteBody)),
    defaultValues: { fullName: '', email: '' },
  });

  const submit = handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        reset();
      },
    }),
  );

  return (
    <Card aria-labelledby="invite-operator">
      <h2 id="invite-operator" className="text-lg font-semibold text-slate-50">
        Invite operator
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        They get an e-mail with a link to set their password (once, within 24 hours), then sign in here with a mailed
        code.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Full name"
            autoComplete="off"
            maxLength={100}
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <FormAlert message={invite.error ? errorMessage(invite.error) : null} />
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </Card>
  );
}
