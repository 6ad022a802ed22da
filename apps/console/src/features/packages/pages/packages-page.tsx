import type { AdminPackageRow } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { notifyApiError, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { usePendingChanges } from '../../../kit/api/pending-changes';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { ListStates } from '../../../kit/components/list-states';
import { refusalOf, usePageDialog } from '../../../kit/components/page-dialog';
import { useAdminPackages } from '../api/get-admin-packages';
import { useCreatePackage, useUpdatePackage } from '../api/save-package';
import { AdminPackageItem } from '../components/admin-package-item';
import { PackageFormDialog, packageBody, packageChanges } from '../components/package-form-dialog';
import { PendingPackageChanges } from '../components/pending-package-changes';
import { SettlementCard } from '../components/settlement-card';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';

/** The dialog on screen: a new package, or the package being changed. */
type Editing = { pack?: AdminPackageRow };

export function PackagesPage() {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const packages = useAdminPackages();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const toggle = useUpdatePackage();
  const { open: editing, show, close, done } = usePageDialog<Editing>([create, update]);
  const [notice, setNotice] = useState<string | null>(null);
  // Packages' terms are the owner's; settlement is money's (finance); support reads the list.
  const { mayCall } = useOperatorAccess();
  const mayEdit = mayCall('adminPackageCreate') && mayCall('adminPackageUpdate');
  // One change of a package waits at a time: no second "Put on sale" while one is asked for.
  const pending = usePendingChanges('package', mayCall('adminSettingChanges'));
  const waiting = new Set((pending.data?.docs ?? []).map((change) => change.targetId));

  function open(pack?: AdminPackageRow) {
    setNotice(null);
    show({ pack });
  }

  function switchStatus(pack: AdminPackageRow) {
    const status = pack.status === 'active' ? 'inactive' : 'active';
    toggle.mutate(
      { id: pack._id, changes: { status } },
      { onSuccess: (response) => notifySuccess(response.message), onError: notifyApiError },
    );
  }

  const saving = editing?.pack ? update : create;
  const saveError = notice ?? refusalOf(saving);

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
      <PendingPackageChanges packages={packages.data} />
      <ListStates
        query={packages}
        loading={t('cpk.loading')}
        what={t('cpk.thePackages')}
        empty={{ title: t('cpk.empty'), hint: t('cpk.emptyHint') }}
        label={t('cpk.title')}
        className="grid gap-3 lg:grid-cols-2"
      >
        {(pack) => (
          <AdminPackageItem
            key={pack._id}
            pack={pack}
            isSwitching={toggle.isPending && toggle.variables?.id === pack._id}
            changeWaiting={waiting.has(pack._id)}
            onEdit={mayEdit ? () => open(pack) : undefined}
            onSwitch={mayEdit ? () => switchStatus(pack) : undefined}
          />
        )}
      </ListStates>
      {mayCall('adminSettlementRun') && <SettlementCard />}
      {editing && (
        <PackageFormDialog
          pack={editing.pack}
          isBusy={saving.isPending}
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
