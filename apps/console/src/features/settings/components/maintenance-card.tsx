import type { MaintenanceState } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { FormAlert } from '../../../kit/components/form-alert';
import { TitledCard } from '../../../kit/components/titled-card';
import { useSwitchMaintenance } from '../api/switch-maintenance';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';

interface MaintenanceForm {
  en: string;
  es: string;
  hi: string;
  /** A datetime-local value in the operator's time, or ''. */
  until: string;
}

/** A datetime-local value (the operator's own time) as the ISO instant it names; '' stays unset. */
function toIso(local: string): string | null {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** An ISO instant as a datetime-local value in the operator's time. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * Maintenance mode on /admin/settings (docs/product.md#maintenance): every operator sees whether it is on; an owner
 * switches it, with the message members read per language and the expected end.
 */
export function MaintenanceCard({ maintenance }: { maintenance: MaintenanceState }) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const maySwitch = useOperatorAccess().mayCall('maintenanceSwitch');
  const save = useSwitchMaintenance();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<MaintenanceForm>({
    values: {
      en: maintenance.message.en,
      es: maintenance.message.es ?? '',
      hi: maintenance.message.hi ?? '',
      until: toLocalInput(maintenance.until),
    },
  });
  const send = (on: boolean, values?: MaintenanceForm) => {
    setError(null);
    const body = values
      ? { on, message: { en: values.en, es: values.es, hi: values.hi }, until: toIso(values.until) }
      : { on };
    save.mutate(body, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <TitledCard
      id="settings-maintenance"
      title={t('cset.maintenance')}
      layout="inline"
      aside={
        <Badge tone={maintenance.on ? 'amber' : 'slate'}>{t(maintenance.on ? 'cset.maintOn' : 'cset.maintOff')}</Badge>
      }
    >
      <p className="mt-2 text-sm text-slate-300">{t('cset.maintHint')}</p>
      {maintenance.on && maintenance.since && (
        <p className="mt-2 text-sm text-amber-200">
          {t('cset.maintSince', { since: formatDateTime(maintenance.since) })}
          {maintenance.until ? ` ${t('cset.maintUntil', { until: formatDateTime(maintenance.until) })}` : ''}
        </p>
      )}
      {maySwitch && (
        <form noValidate onSubmit={handleSubmit((values) => send(true, values))} className="mt-4 space-y-4">
          <TextAreaField label={t('cset.maintMessageEn')} lang="en" rows={2} maxLength={500} {...register('en')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField label={t('cset.maintMessageEs')} lang="es" rows={2} maxLength={500} {...register('es')} />
            <TextAreaField label={t('cset.maintMessageHi')} lang="hi" rows={2} maxLength={500} {...register('hi')} />
          </div>
          <TextField
            label={t('cset.maintUntilField')}
            hint={t('cset.maintUntilHint')}
            type="datetime-local"
            {...register('until')}
          />
          <FormAlert message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending && save.variables?.on === true}>
              {t(maintenance.on ? 'cset.maintUpdate' : 'cset.maintSwitchOn')}
            </Button>
            {maintenance.on && (
              <Button
                type="button"
                variant="secondary"
                loading={save.isPending && save.variables?.on === false}
                onClick={() => send(false)}
              >
                {t('cset.maintSwitchOff')}
              </Button>
            )}
          </div>
        </form>
      )}
    </TitledCard>
  );
}
