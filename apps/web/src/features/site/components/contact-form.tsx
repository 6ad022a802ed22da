import { type contactBody, MSG } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/toast';
import { useSendContact } from '../api/send-contact';

const EMPTY = { name: '', email: '', description: '' };

export function ContactForm() {
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof contactBody>, unknown, z.output<typeof contactBody>>({
    resolver: fieldErrorsResolver(() => import('../validation').then((schemas) => schemas.contactBody)),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (response) => {
        notifySuccess(response.message || MSG.contactSent);
        reset(EMPTY);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-4">
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-50">
        Send us a message
      </h2>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField label="Description" rows={6} error={errors.description?.message} {...register('description')} />
      <Button type="submit" loading={send.isPending} className="w-full sm:w-auto sm:min-w-40">
        Send message
      </Button>
    </form>
  );
}
