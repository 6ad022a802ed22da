import { type AnnouncementBody, LOCALE_NAMES, type Locale } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CheckboxField } from '@app/web-kit/components/ui/checkbox-field';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { Tabs } from '@app/web-kit/components/ui/tabs';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { type FormFields, useLazyForm } from '@app/web-kit/lib/use-schema-form';
import { FormAlert } from '../../../kit/components/form-alert';
import { EDIT_LANGUAGES, LanguageLabel } from '../../../kit/components/text-languages';
import { TitledCard } from '../../../kit/components/titled-card';
import { CONSOLE_ANNOUNCEMENT_TEXTS } from '../texts';
import { type AnnouncementForm as FormValues, newAnnouncementForm } from './announcement-form-values';

interface AnnouncementFormProps {
  isSaving: boolean;
  error: string | null;
  /** Publishes the checked body; resolves true once published, so the form starts afresh. */
  onPublish: (body: AnnouncementBody) => Promise<boolean>;
}

/** A new announcement: its level, window, whether the public site shows it, and its words per language. */
export function AnnouncementForm({ isSaving, error, onPublish }: AnnouncementFormProps) {
  const { t } = useTexts(CONSOLE_ANNOUNCEMENT_TEXTS);
  const { field, handleSubmit, reset } = useLazyForm(
    () => import('../validation').then((schemas) => schemas.announcementResolver),
    { defaultValues: newAnnouncementForm() },
  );
  const submit = handleSubmit(async (body) => {
    if (await onPublish(body)) reset(newAnnouncementForm());
  });

  return (
    <TitledCard id="announcement-form-title" title={t('can.formTitle')}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <SelectField label={t('can.level')} {...field('level')}>
          <option value="info">{t('can.level.info')}</option>
          <option value="warning">{t('can.level.warning')}</option>
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('can.startsAt')}
            hint={t('can.windowHint')}
            {...field('startsAt')}
          />
          <TextField type="datetime-local" label={t('can.endsAt')} hint={t('can.windowHint')} {...field('endsAt')} />
        </div>
        <CheckboxField label={t('can.onSite')} {...field('onSite')} />
        <Tabs
          label={t('can.languages')}
          keepMounted
          items={EDIT_LANGUAGES.map((language) => ({
            id: language,
            label: <LanguageLabel language={language} />,
            panel: <LanguageFields language={language} field={field} />,
          }))}
        />
        <FormAlert message={error} />
        <div className="flex justify-end">
          <Button type="submit" loading={isSaving} className="w-full sm:w-auto">
            {t('can.publish')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}

/** One language's title and text; English required, another language left blank reads English. */
function LanguageFields({ language, field }: { language: Locale; field: FormFields<FormValues> }) {
  const { t } = useTexts(CONSOLE_ANNOUNCEMENT_TEXTS);
  const isEnglish = language === 'en';
  const name = LOCALE_NAMES[language];
  return (
    <div className="space-y-4">
      {!isEnglish && <p className="text-sm text-slate-400">{t('can.languageNote', { language: name })}</p>}
      <TextField
        label={isEnglish ? t('can.fieldTitle') : t('can.fieldTitleIn', { language: name })}
        lang={language}
        autoComplete="off"
        maxLength={120}
        {...field(`texts.${language}.title`)}
      />
      <TextAreaField
        label={isEnglish ? t('can.fieldBody') : t('can.fieldBodyIn', { language: name })}
        lang={language}
        rows={4}
        maxLength={1000}
        {...field(`texts.${language}.body`)}
      />
    </div>
  );
}
