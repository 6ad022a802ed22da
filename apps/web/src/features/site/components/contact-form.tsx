import { MSG } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSendContact } from '../api/send-contact';
import { SITE_TEXTS } from '../texts';
import { useSiteForm } from './use-site-form';

const EMPTY = { name: '', email: '', description: '' };

export function ContactForm() {
  const { t } = useTexts(SITE_TEXTS);
  const send = useSendContact();
  const { submit, field } = useSiteForm({
    loadSchema: () => import('../validation').then((schemas) => schemas.contactBody),
    empty: EMPTY,
    send,
    toastGroup: 'contact',
    fallbackMessage: MSG.contactSent,
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-4">
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-50">
        {t('site.sendUsMessage')}
      </h2>
      <TextField label={t('site.name')} autoComplete="name" {...field('name')} />
      <TextField
        label={t('site.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        {...field('email')}
      />
      <TextAreaField label={t('site.description')} rows={6} {...field('description')} />
      <Button type="submit" loading={send.isPending} className="w-full sm:w-auto sm:min-w-40">
        {t('site.sendMessage')}
      </Button>
    </form>
  );
}
