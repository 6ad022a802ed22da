import type { VendorBody, vendorBody } from '@app/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import { FormAlert } from '../../console/components/form-alert';
import { useCreateVendor } from '../api/create-vendor';

/** Name, phone and e-mail of a vendor account; on success the console opens the vendor's page. */
export function CreateVendorForm({ onCancel }: { onCancel: () => void }) {
  const create = useCreateVendor();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VendorBody, unknown, z.output<typeof vendorBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.vendorBody)),
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
    <Card aria-labelledby="create-vendor">
      <h2 id="create-vendor" className="text-lg font-semibold text-slate-50">
        Open a vendor account
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        A vendor uses the member pages through the vendor API, with no sponsor. Nobody is told a password: the vendor
        sets one with Forgot password on the log-in page, or you hand them a one-time sign-in link from their page.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Full name"
            autoComplete="off"
            maxLength={100}
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
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
        <FormAlert message={create.error ? errorMessage(create.error) : null} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={create.isPending}>
            Open vendor account
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
