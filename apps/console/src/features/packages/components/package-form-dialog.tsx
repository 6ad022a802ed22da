import { type AdminPackageRow, LOCALE_NAMES, type TranslatedLocale } from '@app/contract';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { Tabs } from '@app/web-kit/components/ui/tabs';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { AMOUNT_INPUT } from '@app/web-kit/lib/amount-input';
import { categoryLabel, PACKAGE_CATEGORIES } from '@app/web-kit/lib/package-categories';
import { type FormFields, useLazyForm } from '@app/web-kit/lib/use-schema-form';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';
import { type PackageForm, type PackageTerms, packageFormValues } from './package-form-texts';

export { packageBody, packageChanges } from './package-form-texts';

interface PackageFormDialogProps extends DialogState {
  /** The package to change; a new one when absent. */
  pack?: AdminPackageRow;
  onSave: (terms: PackageTerms) => void;
}

export function PackageFormDialog({ pack, onSave, ...dialog }: PackageFormDialogProps) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const { field, register, handleSubmit } = useLazyForm(
    () => import('../validation').then((schemas) => schemas.packageFormResolver),
    { defaultValues: packageFormValues(pack) },
  );
  const behind = pack?.behind ?? [];
  const languageTab = (language: TranslatedLocale) => ({
    id: language,
    label: (
      <span lang={language}>
        {LOCALE_NAMES[language]}
        {behind.includes(language) && <span className="ml-1.5 text-amber-300">{t('cpk.behindMark')}</span>}
      </span>
    ),
    panel: (
      <LanguageFields field={field} language={language} isBehind={pack !== undefined && behind.includes(language)} />
    ),
  });

  return (
    <FormDialog
      title={pack ? t('cpk.editTitle', { title: pack.title }) : t('cpk.newPackage')}
      submitLabel={t(pack ? 'cpk.save' : 'cpk.add')}
      onSubmit={handleSubmit(onSave)}
      {...dialog}
      intro={<p className="mt-1 text-sm text-slate-400">{t(pack ? 'cpk.editNote' : 'cpk.newNote')}</p>}
      formClassName="mt-4 space-y-4"
    >
      {behind.length > 0 && pack && (
        <p
          role="status"
          className="rounded-xl border border-amber-700/60 bg-amber-950/40 px-4 py-3 text-sm text-amber-100"
        >
          {t('cpk.behindNotice', { languages: behind.map((language) => LOCALE_NAMES[language]).join(', ') })}
        </p>
      )}
      <Tabs
        label={t('cpk.languages')}
        keepMounted
        items={[
          {
            id: 'en',
            label: <span lang="en">{LOCALE_NAMES.en}</span>,
            panel: (
              <div className="space-y-4">
                <TextField label={t('cpk.fieldTitle')} autoComplete="off" maxLength={80} {...field('title')} />
                <TextAreaField label={t('cpk.fieldDescription')} maxLength={1000} {...field('description')} />
              </div>
            ),
          },
          languageTab('es'),
          languageTab('hi'),
        ]}
      />
      <SelectField label={t('cpk.tab')} hint={t('cpk.tabHint')} {...register('category')}>
        {PACKAGE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </SelectField>
      {TERM_ROWS.map((row) => {
        const fields = row.map((name) => <TermField key={name} name={name} field={field} />);
        return row.length > 1 ? (
          <div key={row.join()} className="grid gap-4 sm:grid-cols-2">
            {fields}
          </div>
        ) : (
          fields
        );
      })}
      <SelectField label={t('cpk.status')} hint={t('cpk.statusHint')} {...register('status')}>
        {/* A new package or a draft: on sale only once a second owner approves (docs/decisions/035-dual-control.md). */}
        {!pack || pack.status === 'draft' ? (
          <>
            <option value="active">{t('cpk.activeOption')}</option>
            <option value="draft">{t('cpk.draftOption')}</option>
          </>
        ) : (
          <>
            <option value="active">{t('cpk.active')}</option>
            <option value="inactive">{t('cpk.inactive')}</option>
          </>
        )}
      </SelectField>
    </FormDialog>
  );
}

type PackageKey = keyof typeof CONSOLE_PACKAGE_TEXTS;
type TermName = 'price' | 'maxPrice' | 'handlingFee' | 'yield' | 'maturity';

/** The package's figures: the prices as decimal text (exact micro-USDT), the rest as numbers. */
const TERMS: Record<
  TermName,
  { label: PackageKey; hint: PackageKey; inputMode: 'decimal' | 'numeric'; isNumber: boolean }
> = {
  price: { label: 'cpk.priceField', hint: 'cpk.priceHint', inputMode: 'decimal', isNumber: false },
  maxPrice: { label: 'cpk.maxField', hint: 'cpk.maxHint', inputMode: 'decimal', isNumber: false },
  handlingFee: { label: 'cpk.feeField', hint: 'cpk.feeHint', inputMode: 'decimal', isNumber: true },
  yield: { label: 'cpk.yieldField', hint: 'cpk.yieldHint', inputMode: 'decimal', isNumber: true },
  maturity: { label: 'cpk.maturityField', hint: 'cpk.maturityHint', inputMode: 'numeric', isNumber: true },
};

/** The figures as the form lays them out: the two prices side by side, the fee alone, yield beside maturity. */
const TERM_ROWS: readonly (readonly TermName[])[] = [['price', 'maxPrice'], ['handlingFee'], ['yield', 'maturity']];

function TermField(props: { name: TermName; field: FormFields<PackageForm> }) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const { label, hint, inputMode, isNumber } = TERMS[props.name];
  // The prices are amounts, typed as the language writes them (docs/decisions/043-honest-figures.md#amounts-as-typed).
  if (!isNumber) return <AmountField label={t(label)} hint={t(hint)} {...props.field(props.name, AMOUNT_INPUT)} />;
  return (
    <TextField
      label={t(label)}
      inputMode={inputMode}
      autoComplete="off"
      hint={t(hint)}
      {...props.field(props.name, { valueAsNumber: true })}
    />
  );
}

/** One language's name and description; left blank, its readers read the English ones. */
function LanguageFields(props: { field: FormFields<PackageForm>; language: TranslatedLocale; isBehind: boolean }) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const { field, language } = props;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">
        {t(props.isBehind ? 'cpk.languageBehind' : 'cpk.languageNote', { language: LOCALE_NAMES[language] })}
      </p>
      <TextField
        label={t('cpk.fieldTitleIn', { language: LOCALE_NAMES[language] })}
        lang={language}
        autoComplete="off"
        maxLength={80}
        {...field(`translations.${language}.title`)}
      />
      <TextAreaField
        label={t('cpk.fieldDescriptionIn', { language: LOCALE_NAMES[language] })}
        lang={language}
        maxLength={1000}
        {...field(`translations.${language}.description`)}
      />
    </div>
  );
}
