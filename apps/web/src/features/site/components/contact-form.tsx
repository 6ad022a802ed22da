import { type contactBody, MSG } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useTexts } from '../../../i18n/texts';
import { fieldErrorsResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/toast';
import { useSendContact } from '../api/send-contact';
import { SITE_TEXTS } from '../texts';

const EMPTY = { name: '', email: '', description: '' };

export function ContactForm() {
  const { t } = useTexts(SITE_TEXTS);
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
        notifySuccess(response.message || MSG.contactSent, { group: 'contact' });
        reset(EMPTY);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-4">
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-50">
        {t('site.sendUsMessage')}
      </h2>
      <TextField label={t('site.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t('site.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextAreaField
        label={t('site.description')}
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <Button type="submit" loading={send.isPending} className="w-full sm:w-auto sm:min-w-40">
        {t('site.sendMessage')}
      </Button>
    </form>
  );
}
