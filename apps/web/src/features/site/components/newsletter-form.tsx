import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { SITE_SHARED_TEXTS } from '../shared-texts';

const EMPTY = { email: '' };

/** The footer's newsletter sign-up (docs/product.md#site). */
export function NewsletterForm() {
  const { t } = useTexts(SITE_SHARED_TEXTS);
  const subscribe = useSubscribeNewsletter();
  const { handleSubmit, reset, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.newsletterBody),
    {
      defaultValues: EMPTY,
    },
  );

  const submit = handleSubmit((body) =>
    subscribe.mutate(body, {
      onSuccess: (response) => {
        notifySuccess(response.message, { group: 'newsletter' });
        reset(EMPTY);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('site.newsletter')}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={t('site.emailAddress')}
        type="email"
        required
        autoComplete="off"
        placeholder={t('site.enterEmail')}
        className="flex-1 [&_label]:sr-only"
        {...field('email')}
      />
      <Button type="submit" loading={subscribe.isPending}>
        {t('site.subscribe')}
      </Button>
    </form>
  );
}
