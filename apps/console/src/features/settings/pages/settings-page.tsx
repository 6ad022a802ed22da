import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useAdminSettings } from '../../../kit/api/get-admin-settings';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { CardSkeleton, PageSkeleton } from '../../../kit/components/page-skeleton';
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

function SettingsSkeleton() {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  return (
    <PageSkeleton label={t('cset.loading')} gap="space-y-6">
      {[0, 1].map((card) => (
        <CardSkeleton key={card} titleWidth="w-32" grid="gap-5 sm:grid-cols-2" boxes={4} boxHeight="h-12" />
      ))}
    </PageSkeleton>
  );
}
