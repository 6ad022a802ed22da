import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { SITE_SHARED_TEXTS } from '../shared-texts';
import { useSiteForm } from './use-site-form';

const EMPTY = { email: '' };

/** The footer's newsletter sign-up (docs/product.md#site). */
export function NewsletterForm() {
  const { t } = useTexts(SITE_SHARED_TEXTS);
  const subscribe = useSubscribeNewsletter();
  const { submit, field } = useSiteForm({
    loadSchema: () => import('../validation').then((schemas) => schemas.newsletterBody),
    empty: EMPTY,
    send: subscribe,
    toastGroup: 'newsletter',
  });

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
