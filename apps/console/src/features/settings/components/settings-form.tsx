import type { OperatorSettings } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { lazyResolver } from '@app/web-kit/lib/form-resolver';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { FormAlert } from '../../../kit/components/form-alert';
import { TitledCard } from '../../../kit/components/titled-card';
import { type SettingsChanges, useUpdateSettings } from '../api/update-settings';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';
import { CompanyPeopleField } from './company-people-field';
import { RankTableField } from './rank-table-field';
import {
  choicesOf,
  fieldsOf,
  hintOf,
  SETTING_FIELDS,
  SETTINGS_GROUPS,
  type SettingKey,
  type SettingsGroup,
} from './settings-fields';

const GROUP_KEYS: Record<SettingsGroup, keyof typeof CONSOLE_SETTINGS_TEXTS> = {
  Deposits: 'cset.groupDeposits',
  Withdrawals: 'cset.groupWithdrawals',
  Income: 'cset.groupIncome',
  Platform: 'cset.groupPlatform',
  Company: 'cset.groupCompany',
};
const LEVELS = [0, 1, 2] as const;
const numeric = { valueAsNumber: true } as const;

/** Only what differs from the settings as loaded: the audit log then records exactly what the operator changed. */
export function changedSettings(saved: OperatorSettings, values: OperatorSettings): SettingsChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(SETTING_FIELDS) as SettingKey[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(saved[key])) changes[key] = values[key];
  }
  return changes as SettingsChanges;
}

interface FieldProps {
  name: Exclude<SettingKey, 'rankTable' | 'companyPeople'>;
  register: UseFormRegister<OperatorSettings>;
  errors: FieldErrors<OperatorSettings>;
}

function SettingInput({ name, register, errors }: FieldProps) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const { label, kind } = SETTING_FIELDS[name];
  const hint = hintOf(name);
  const error = errors[name]?.message;
  const choices = choicesOf(kind);
  if (choices) {
    return (
      <SelectField label={label} hint={hint} {...register(name)}>
        {Object.entries(choices).map(([value, text]) => (
          <option key={value} value={value}>
            {t(text)}
          </option>
        ))}
      </SelectField>
    );
  }
  switch (kind) {
    case 'usdt':
    case 'percent':
    case 'count':
    case 'bnb':
      return (
        <TextField
          label={label}
          hint={hint}
          inputMode={kind === 'count' ? 'numeric' : 'decimal'}
          autoComplete="off"
          error={error}
          {...register(name, numeric)}
        />
      );
    case 'address':
      return (
        <TextField
          label={label}
          hint={hint}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="sm:col-span-2 [&_input]:font-mono [&_input]:text-sm sm:[&_input]:text-base"
          error={error}
          {...register(name)}
        />
      );
    case 'network':
      return <TextField label={label} hint={hint} readOnly {...register(name)} />;
    case 'toggle':
      return (
        <div className="sm:col-span-2">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-200">
            <input
              type="checkbox"
              aria-describedby={`${name}-hint`}
              className="size-5 rounded accent-teal-400 focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:outline-none"
              {...register(name)}
            />
            {label}
          </label>
          <p id={`${name}-hint`} className="text-sm text-slate-400">
            {hint}
          </p>
        </div>
      );
    case 'levels':
      return (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-200">{label}</legend>
          <p className="mt-1 text-sm text-slate-400">{hint}</p>
          <div className="mt-3 grid grid-cols-3 gap-3">
            {LEVELS.map((level) => (
              <TextField
                key={level}
                label={t('cset.level', { level: formatNumber(level + 1) })}
                inputMode="decimal"
                autoComplete="off"
                error={errors.levelIncomePercents?.[level]?.message}
                {...register(`levelIncomePercents.${level}`, numeric)}
              />
            ))}
          </div>
        </fieldset>
      );
    default:
      return (
        <TextField
          label={label}
          hint={hint}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete="off"
          error={error}
          {...register(name)}
        />
      );
  }
}

/**
 * Every operator setting in five groups; saves the changed ones only. A change that loosens a setting guarding money
 * is kept pending by the server (202): its message says so, and the change joins the pending list above. Only an
 * owner is offered the save.
 */
export function SettingsForm({ settings }: { settings: OperatorSettings }) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const canSave = useOperatorAccess().mayCall('adminSettingsUpdate');
  const save = useUpdateSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<OperatorSettings>({
    resolver: lazyResolver(() => import('../validation').then((schemas) => schemas.settingsFormResolver)),
    values: settings,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const submit = handleSubmit((values) => {
    const changes = changedSettings(settings, values);
    if (Object.keys(changes).length === 0) {
      save.reset();
      setNotice(t('cset.nothingChanged'));
      return;
    }
    setNotice(null);
    save.mutate(changes, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        // The guarded part was not applied: the form goes back to the values in force (equal values do not reset it
        // by themselves), and the change shows in the pending list.
        if (response.pendingChange) form.reset(response.data);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {SETTINGS_GROUPS.map((group) => (
        <TitledCard key={group} id={`settings-${group}`} title={t(GROUP_KEYS[group])}>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            {fieldsOf(group).map((name) => {
              if (name === 'rankTable') return <RankTableField key={name} form={form} errors={errors} />;
              if (name === 'companyPeople') return <CompanyPeopleField key={name} form={form} errors={errors} />;
              return <SettingInput key={name} name={name} register={register} errors={errors} />;
            })}
          </div>
        </TitledCard>
      ))}
      {canSave && (
        <div className="sticky bottom-0 -mx-4 space-y-3 border-t border-slate-800 bg-slate-950/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <FormAlert message={notice ?? (save.error ? errorMessage(save.error) : null)} />
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {t('cset.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
