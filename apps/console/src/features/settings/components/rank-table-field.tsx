import type { OperatorSettings } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';
import { hintOf, SETTING_FIELDS } from './settings-fields';

type Form = Pick<UseFormReturn<OperatorSettings>, 'register' | 'watch' | 'getValues' | 'setValue'>;

interface RankTableFieldProps {
  form: Form;
  errors: FieldErrors<OperatorSettings>;
}

const numeric = { valueAsNumber: true } as const;

/**
 * The rank ladder: ranks stay numbered 1, 2, 3... so rows are added and removed at the end only. (Plain
 * register/setValue rather than useFieldArray: that hook would grow react-hook-form in every member form's chunk.)
 */
export function RankTableField({ form, errors }: RankTableFieldProps) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const { register, watch, getValues, setValue } = form;
  const count = watch('rankTable').length;
  const tableError = errors.rankTable?.message ?? errors.rankTable?.root?.message;
  const { label } = SETTING_FIELDS.rankTable;
  const hint = hintOf('rankTable');

  function addRank() {
    const ranks = getValues('rankTable');
    const next = { rank: ranks.length + 1, teamBusiness: 0, activeDirects: 0, reward: 0 };
    setValue('rankTable', [...ranks, next], { shouldDirty: true });
  }

  function removeLastRank() {
    setValue('rankTable', getValues('rankTable').slice(0, -1), { shouldDirty: true });
  }

  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-200">{label}</legend>
      <p className="mt-1 text-sm text-slate-400">{hint}</p>
      <div className="mt-3 space-y-3">
        {Array.from({ length: count }, (_unused, index) => {
          const rowErrors = errors.rankTable?.[index];
          const rank = formatNumber(index + 1);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a rank is its position; rows change at the end only.
            <fieldset key={index} className="rounded-xl border border-slate-800 bg-slate-950/40 p-3 sm:p-4">
              <legend className="px-1 text-sm font-semibold text-teal-200">{t('cset.rank', { rank })}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  label={t('cset.rankCapital', { rank })}
                  inputMode="decimal"
                  autoComplete="off"
                  error={rowErrors?.teamBusiness?.message ?? rowErrors?.rank?.message}
                  {...register(`rankTable.${index}.teamBusiness`, numeric)}
                />
                <TextField
                  label={t('cset.rankDirects', { rank })}
                  inputMode="numeric"
                  autoComplete="off"
                  error={rowErrors?.activeDirects?.message}
                  {...register(`rankTable.${index}.activeDirects`, numeric)}
                />
                <TextField
                  label={t('cset.rankReward', { rank })}
                  inputMode="decimal"
                  autoComplete="off"
                  error={rowErrors?.reward?.message}
                  {...register(`rankTable.${index}.reward`, numeric)}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      {tableError && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-300">
          {tableError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" className="min-h-10 text-sm" onClick={addRank}>
          {t('cset.addRank', { rank: formatNumber(count + 1) })}
        </Button>
        {count > 1 && (
          <Button variant="ghost" className="min-h-10 text-sm" onClick={removeLastRank}>
            {t('cset.removeRank', { rank: formatNumber(count) })}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
