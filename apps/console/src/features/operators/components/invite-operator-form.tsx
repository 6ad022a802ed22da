import { OPERATOR_ROLES, type OperatorInviteBody } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { FormAlert } from '../../../kit/components/form-alert';
import { useRoleName } from '../../../kit/components/operator-role';
import { TitledCard } from '../../../kit/components/titled-card';
import { useInviteOperator } from '../api/invite-operator';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

/** Nothing chosen yet: the role is asked for, never assumed (the contract refuses an empty one with its message). */
const NO_ROLE = '' as OperatorInviteBody['role'];

/** Name, e-mail and role of a new operator; the server mails them a link to set a password. */
export function InviteOperatorForm() {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const roleName = useRoleName();
  const invite = useInviteOperator();
  const { field, handleSubmit, reset } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.operatorInviteBody),
    {
      defaultValues: { fullName: '', email: '', role: NO_ROLE },
    },
  );

  const submit = handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        reset();
      },
    }),
  );

  return (
    <TitledCard
      id="invite-operator"
      title={t('cop.inviteTitle')}
      note={t('cop.inviteNote', { hours: formatNumber(24) })}
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('cop.fullName')} autoComplete="off" maxLength={100} {...field('fullName')} />
          <TextField label={t('cop.email')} type="email" autoComplete="off" spellCheck={false} {...field('email')} />
          <SelectField label={t('cop.role')} hint={t('cop.roleHint')} className="sm:col-span-2" {...field('role')}>
            <option value="">{t('cop.chooseRole')}</option>
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </SelectField>
        </div>
        <FormAlert message={invite.error ? errorMessage(invite.error) : null} />
        <Button type="submit" loading={invite.isPending}>
          {t('cop.sendInvitation')}
        </Button>
      </form>
    </TitledCard>
  );
}
