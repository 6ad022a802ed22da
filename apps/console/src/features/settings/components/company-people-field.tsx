import type { OperatorSettings } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';
import { hintOf, SETTING_FIELDS } from './settings-fields';

type Form = Pick<UseFormReturn<OperatorSettings>, 'register' | 'watch' | 'getValues' | 'setValue'>;

/**
 * The people the "Who runs the platform" page names (decision 030), a name and a role each, the role also in Spanish
 * and Hindi for those readers, added and removed at the end, as the rank ladder's rows are (rank-table-field.tsx says
 * why not useFieldArray).
 */
export function CompanyPeopleField({ form, errors }: { form: Form; errors: FieldErrors<OperatorSettings> }) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const { register, watch, getValues, setValue } = form;
  const count = watch('companyPeople').length;
  const listError = errors.companyPeople?.message ?? errors.companyPeople?.root?.message;

  function addPerson() {
    const person = { name: '', role: '', roles: { es: '', hi: '' } };
    setValue('companyPeople', [...getValues('companyPeople'), person], { shouldDirty: true });
  }

  function removeLastPerson() {
    setValue('companyPeople', getValues('companyPeople').slice(0, -1), { shouldDirty: true });
  }

  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-200">{SETTING_FIELDS.companyPeople.label}</legend>
      <p className="mt-1 text-sm text-slate-400">{hintOf('companyPeople')}</p>
      <div className="mt-3 space-y-3">
        {Array.from({ length: count }, (_unused, index) => {
          const rowErrors = errors.companyPeople?.[index];
          const number = formatNumber(index + 1);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows change at the end only.
            <fieldset key={index} className="rounded-xl border border-slate-800 bg-slate-950/40 p-3 sm:p-4">
              <legend className="px-1 text-sm font-semibold text-teal-200">{t('cset.person', { number })}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('cset.personName')}
                  autoComplete="off"
                  error={rowErrors?.name?.message}
                  {...register(`companyPeople.${index}.name`)}
                />
                <TextField
                  label={t('cset.personRole')}
                  autoComplete="off"
                  error={rowErrors?.role?.message}
                  {...register(`companyPeople.${index}.role`)}
                />
                <TextField
                  label={t('cset.personRoleEs')}
                  autoComplete="off"
                  lang="es"
                  error={rowErrors?.roles?.es?.message}
                  {...register(`companyPeople.${index}.roles.es`)}
                />
                <TextField
                  label={t('cset.personRoleHi')}
                  autoComplete="off"
                  lang="hi"
                  error={rowErrors?.roles?.hi?.message}
                  {...register(`companyPeople.${index}.roles.hi`)}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      {listError && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-300">
          {listError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" className="min-h-10 text-sm" onClick={addPerson}>
          {t('cset.addPerson')}
        </Button>
        {count > 0 && (
          <Button variant="ghost" className="min-h-10 text-sm" onClick={removeLastPerson}>
            {t('cset.removePerson', { number: formatNumber(count) })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
