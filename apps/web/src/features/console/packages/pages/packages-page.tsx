import type { AdminPackageRow } from '@app/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListSkeleton } from '../../../../components/ui/list-skeleton';
import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { errorMessage, notifyApiError, notifySuccess } from '../../../../lib/toast';
import { useOperatorAccess } from '../../kit/api/operator-access';
import { AdminPageHeader } from '../../kit/components/admin-page-header';
import { useAdminPackages } from '../api/get-admin-packages';
import { useCreatePackage, useUpdatePackage } from '../api/save-package';
import { AdminPackageItem } from '../components/admin-package-item';
import { PackageFormDialog, packageBody, packageChanges } from '../components/package-form-dialog';
import { PendingPackageChanges } from '../components/pending-package-changes';
import { SettlementCard } from '../components/settlement-card';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';

/** The dialog on screen: a new package, or the package being changed. */
type Editing = { pack?: AdminPackageRow } | null;

export function PackagesPage() {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const { data: packages, isPending, isError, refetch } = useAdminPackages();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const toggle = useUpdatePackage();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Packages' terms are the owner's; settlement is money's (finance); support reads the list.
  const { mayCall } = useOperatorAccess();
  const mayEdit = mayCall('adminPackageCreate') && mayCall('adminPackageUpdate');

  function open(pack?: AdminPackageRow) {
    create.reset();
    update.reset();
    setNotice(null);
    setEditing({ pack });
  }
  const close = () => setEditing(null);
  const done = (response: { message: string }) => {
    notifySuccess(response.message);
    close();
  };

  function switchStatus(pack: AdminPackageRow) {
    const status = pack.status === 'active' ? 'inactive' : 'active';
    toggle.mutate(
      { id: pack._id, changes: { status } },
      { onSuccess: (response) => notifySuccess(response.message), onError: notifyApiError },
    );
  }

  const saving = editing?.pack ? update : create;
  const saveError = notice ?? (saving.error ? errorMessage(saving.error) : null);

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('cpk.title')}
        description={t('cpk.description')}
        action={mayEdit && <Button onClick={() => open()}>{t('cpk.newPackage')}</Button>}
      />
      <p className="rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {t('cpk.termsNotice')}
      </p>
      <PendingPackageChanges packages={packages} />
      {isPending && <ListSkeleton label={t('cpk.loading')} />}
      {isError && !packages && <LoadError what={t('cpk.thePackages')} onRetry={() => void refetch()} />}
      {packages?.length === 0 && <EmptyState title={t('cpk.empty')} hint={t('cpk.emptyHint')} />}
      {packages && packages.length > 0 && (
        <ul aria-label={t('cpk.title')} className="grid gap-3 lg:grid-cols-2">
          {packages.map((pack) => (
            <AdminPackageItem
              key={pack._id}
              pack={pack}
              isSwitching={toggle.isPending && toggle.variables?.id === pack._id}
              onEdit={mayEdit ? () => open(pack) : undefined}
              onSwitch={mayEdit ? () => switchStatus(pack) : undefined}
            />
          ))}
        </ul>
      )}
      {mayCall('adminSettlementRun') && <SettlementCard />}
      {editing && (
        <PackageFormDialog
          pack={editing.pack}
          isSaving={saving.isPending}
          error={saveError}
          onClose={close}
          onSave={(terms) => {
            setNotice(null);
            const { pack } = editing;
            if (!pack) {
              create.mutate(packageBody(terms), { onSuccess: done });
              return;
            }
            const changes = packageChanges(pack, terms);
            if (Object.keys(changes).length === 0) setNotice(t('cpk.nothingChanged'));
            else update.mutate({ id: pack._id, changes }, { onSuccess: done });
          }}
        />
      )}
    </div>
  );
}
