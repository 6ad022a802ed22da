import type { OperatorInviteBody, operatorInviteBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/texts';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { formatNumber } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { FormAlert } from '../../console/components/form-alert';
import { useInviteOperator } from '../api/invite-operator';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

/** Name and e-mail of a new operator; the server mails them a link to set a password. */
export function InviteOperatorForm() {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
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
        {t('cop.inviteTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{t('cop.inviteNote', { hours: formatNumber(24) })}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('cop.fullName')}
            autoComplete="off"
            maxLength={100}
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label={t('cop.email')}
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <FormAlert message={invite.error ? errorMessage(invite.error) : null} />
        <Button type="submit" loading={invite.isPending}>
          {t('cop.sendInvitation')}
        </Button>
      </form>
    </Card>
  );
}
