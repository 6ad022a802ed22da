import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { useAdminSettings } from '../../kit/api/get-admin-settings';
import { AdminPageHeader } from '../../kit/components/admin-page-header';
import { MaintenanceCard } from '../components/maintenance-card';
import { PendingSettingChanges } from '../components/pending-setting-changes';
import { SettingsForm } from '../components/settings-form';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';

/**
 * /admin/settings, an owner's page: every operator setting, and the changes to those that guard money waiting for a
 * second owner (docs/decisions/020-operator-roles.md).
 */
export function SettingsPage() {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const { data: settings, isPending, isError, refetch } = useAdminSettings();
  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('cset.title')} description={t('cset.description')} />
      {settings && <MaintenanceCard maintenance={settings.maintenance} />}
      <PendingSettingChanges />
      {isPending && <SettingsSkeleton />}
      {isError && !settings && <LoadError what={t('cset.theSettings')} onRetry={() => void refetch()} />}
      {settings && <SettingsForm settings={settings} />}
    </div>
  );
}

const bar = 'rounded-lg bg-slate-800';

function SettingsSkeleton() {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  return (
    <section aria-busy="true" aria-label={t('cset.loading')} className="animate-pulse space-y-6">
      {[0, 1].map((card) => (
        <div key={card} className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
          <div className={`${bar} h-6 w-32`} />
          <div className="grid gap-5 sm:grid-cols-2">
            <div className={`${bar} h-12`} />
            <div className={`${bar} h-12`} />
            <div className={`${bar} h-12`} />
            <div className={`${bar} h-12`} />
          </div>
        </div>
      ))}
    </section>
  );
}
