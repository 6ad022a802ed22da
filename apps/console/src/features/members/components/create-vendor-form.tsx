import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../kit/components/form-alert';
import { TitledCard } from '../../../kit/components/titled-card';
import { useCreateVendor } from '../api/create-vendor';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

/** Name, phone and e-mail of a vendor account; on success the console opens the vendor's page. */
export function CreateVendorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const create = useCreateVendor();
  const navigate = useNavigate();
  const { field, handleSubmit } = useSchemaForm(() => import('../validation').then((schemas) => schemas.vendorBody), {
    defaultValues: { fullName: '', phone: '', email: '' },
  });

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: async (response) => {
        notifySuccess(response.message);
        await navigate(`/admin/members/${response.data._id}`);
      },
    }),
  );

  return (
    <TitledCard id="create-vendor" title={t('cmb.vendorTitle')} note={t('cmb.vendorNote')}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('cmb.fullName')} autoComplete="off" maxLength={100} {...field('fullName')} />
          <TextField label={t('cmb.phone')} type="tel" inputMode="numeric" autoComplete="off" {...field('phone')} />
          <TextField label={t('cmb.email')} type="email" autoComplete="off" spellCheck={false} {...field('email')} />
        </div>
        <FormAlert message={create.error ? errorMessage(create.error) : null} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={create.isPending}>
            {t('cmb.openVendor')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cmb.cancel')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
