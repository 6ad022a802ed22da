import { DRY_RUN_MAX_MEMBERS, DRY_RUN_MONTH_DAYS, DRY_RUN_MSG, DRY_RUN_PATTERNS } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { lazyResolver } from '@app/web-kit/lib/form-resolver';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useId, useState } from 'react';
import { type FieldErrors, type FieldPath, useForm } from 'react-hook-form';
import { Disclosure } from '../../../kit/components/disclosure';
import { FormAlert } from '../../../kit/components/form-alert';
import { TitledCard } from '../../../kit/components/titled-card';
import { useStartDryRun } from '../api/start-dry-run';
import { bodyOf, DRY_RUN_DEFAULTS, type DryRunFormValues } from '../form-values';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';
import { PATTERN_LABELS } from './run-labels';

type Key = keyof typeof CONSOLE_DRY_RUN_TEXTS;
type NumberField = Exclude<keyof DryRunFormValues, 'pattern' | 'settings'>;

const numeric = { valueAsNumber: true } as const;
const LEVELS = [0, 1, 2] as const;

/** An example of the packages' JSON: the fields of a package as the Packages page adds one. */
const PACKAGES_EXAMPLE = '[{"title": "Starter", "price": 100, "maxPrice": 1000, "yield": 0.5, "maturity": 300}]';

/** The server's refusals that belong to one field (checked again there), by the contract's message. */
const FIELD_OF_MESSAGE: Record<string, FieldPath<DryRunFormValues>> = {
  [DRY_RUN_MSG.rangeInvalid]: 'maxInvestment',
  [DRY_RUN_MSG.noPackage]: 'minInvestment',
  [DRY_RUN_MSG.tooManyMembers]: 'joinsPerMonth',
};

/** The field a refusal belongs to, as the server words it in English or in the chosen language. */
function fieldOf(message: string): FieldPath<DryRunFormValues> | undefined {
  const english = Object.keys(FIELD_OF_MESSAGE).find((each) => each === message || translateMessage(each) === message);
  return english ? FIELD_OF_MESSAGE[english] : undefined;
}

/** The packages' message: its own, or the first of one package's fields ("Package 2: ..."). */
function packagesMessage(errors: FieldErrors<DryRunFormValues>, say: (number: number, message: string) => string) {
  const error: unknown = errors.settings?.packages;
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [index, fields] of Object.entries(error)) {
    if (!fields || typeof fields !== 'object') continue;
    const found = Object.values(fields).find(
      (field): field is { message: string } =>
        typeof field === 'object' && field !== null && typeof (field as { message?: unknown }).message === 'string',
    );
    if (found) return say(Number(index) + 1, translateMessage(found.message));
  }
  return undefined;
}

const FIELDS: readonly { name: NumberField; label: Key; hint?: Key; decimal?: boolean }[] = [
  { name: 'months', label: 'cdry.months', hint: 'cdry.monthsHint' },
  { name: 'initialMembers', label: 'cdry.initialMembers' },
  { name: 'joinsPerMonth', label: 'cdry.joinsPerMonth', hint: 'cdry.joinsPerMonthHint' },
  { name: 'minInvestment', label: 'cdry.minInvestment', hint: 'cdry.investmentHint', decimal: true },
  { name: 'maxInvestment', label: 'cdry.maxInvestment', decimal: true },
  { name: 'recruiterShare', label: 'cdry.recruiterShare', decimal: true },
  { name: 'directsPerRecruiter', label: 'cdry.directsPerRecruiter', hint: 'cdry.directsPerRecruiterHint' },
  { name: 'reinvestRate', label: 'cdry.reinvestRate', hint: 'cdry.reinvestRateHint', decimal: true },
  { name: 'withdrawRate', label: 'cdry.withdrawRate', hint: 'cdry.withdrawRateHint', decimal: true },
  { name: 'seed', label: 'cdry.seed', hint: 'cdry.seedHint' },
];

const PLAN_FIELDS = [
  { key: 'directIncomePercent', label: 'cdry.directIncome' },
  { key: 'withdrawalChargePercent', label: 'cdry.withdrawalCharge' },
  { key: 'packageWithdrawalChargePercent', label: 'cdry.capitalCharge' },
] as const satisfies readonly { key: keyof DryRunFormValues['settings']; label: Key }[];

/**
 * Every input of a dry run, with the contract's rules checked before it is sent and the server's refusals at their
 * fields (or under the form: one run at a time). Started, the page shows the run.
 */
export function DryRunForm({ onStarted }: { onStarted: (runId: string) => void }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const start = useStartDryRun();
  const [alert, setAlert] = useState<string | null>(null);
  const [isPlanOpen, setIsPlanOpen] = useState(false);
  const packagesId = useId();
  const form = useForm<DryRunFormValues>({
    resolver: lazyResolver(() => import('../validation').then((schemas) => schemas.dryRunFormResolver)),
    defaultValues: DRY_RUN_DEFAULTS,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  // The body is built from the values as typed: the resolver's output would carry the packages' prices as bigint.
  const submit = handleSubmit(() => {
    setAlert(null);
    start.mutate(bodyOf(form.getValues()).body, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        onStarted(response.data._id);
      },
      onError: (error) => {
        const message = errorMessage(error);
        const field = fieldOf(message);
        if (field) form.setError(field, { message }, { shouldFocus: true });
        else setAlert(message);
      },
    });
  });

  const packagesError = packagesMessage(errors, (number, message) => t('cdry.packageIssue', { number, message }));
  const daysLimit = { days: formatNumber(DRY_RUN_MONTH_DAYS), max: formatNumber(DRY_RUN_MAX_MEMBERS) };
  return (
    <TitledCard id="dry-run-form-title" title={t('cdry.newRun')}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {FIELDS.slice(0, 3).map(({ name, label, hint }) => (
            <TextField
              key={name}
              label={t(label)}
              hint={hint ? t(hint, daysLimit) : undefined}
              inputMode="numeric"
              autoComplete="off"
              error={errors[name]?.message}
              {...register(name, numeric)}
            />
          ))}
          <SelectField label={t('cdry.pattern')} {...register('pattern')}>
            {DRY_RUN_PATTERNS.map((pattern) => (
              <option key={pattern} value={pattern}>
                {t(PATTERN_LABELS[pattern].long)}
              </option>
            ))}
          </SelectField>
          {FIELDS.slice(3).map(({ name, label, hint, decimal }) => (
            <TextField
              key={name}
              label={t(label)}
              hint={hint ? t(hint) : undefined}
              inputMode={decimal ? 'decimal' : 'numeric'}
              autoComplete="off"
              error={errors[name]?.message}
              {...register(name, numeric)}
            />
          ))}
        </div>
        {/* Open whenever one of its fields is refused, so the message is in sight. */}
        <Disclosure
          summary={t('cdry.plan')}
          open={isPlanOpen || errors.settings !== undefined}
          onToggle={(event) => setIsPlanOpen(event.currentTarget.open)}
          className="rounded-xl border border-slate-800 bg-slate-950/40 px-4 py-2"
          bodyClassName="space-y-4 pt-2 pb-3"
        >
          <p className="text-sm text-slate-400">{t('cdry.planHint')}</p>
          <fieldset>
            <legend className="text-sm font-medium text-slate-200">{t('cdry.levelIncome')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-3">
              {LEVELS.map((level) => (
                <TextField
                  key={level}
                  label={t('cdry.level', { level: formatNumber(level + 1) })}
                  inputMode="decimal"
                  autoComplete="off"
                  error={errors.settings?.levelIncomePercents?.[level]?.message}
                  {...register(`settings.levelIncomePercents.${level}`)}
                />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            {PLAN_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={t(label)}
                inputMode="decimal"
                autoComplete="off"
                error={errors.settings?.[key]?.message}
                {...register(`settings.${key}`)}
              />
            ))}
          </div>
          <div>
            <TextAreaField
              id={packagesId}
              label={t('cdry.packages')}
              spellCheck={false}
              className="[&_textarea]:font-mono [&_textarea]:text-sm"
              error={packagesError}
              // The hint and its example, and the message when there is one (the field's own wiring names only it).
              aria-describedby={`${packagesId}-hint ${packagesError ? `${packagesId}-error` : ''}`.trim()}
              {...register('settings.packages')}
            />
            <div id={`${packagesId}-hint`}>
              <p className="mt-1.5 text-sm text-slate-400">{t('cdry.packagesHint')}</p>
              <code className="mt-1 block overflow-x-auto rounded-lg bg-slate-950 px-3 py-2 text-xs text-slate-300">
                {PACKAGES_EXAMPLE}
              </code>
            </div>
          </div>
        </Disclosure>
        <FormAlert message={alert} />
        <Button type="submit" loading={start.isPending} className="w-full sm:w-auto">
          {t('cdry.start')}
        </Button>
      </form>
    </TitledCard>
  );
}
