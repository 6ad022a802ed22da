// POST /adminApi/packages - adds a package, a draft until a second owner approves its terms; POST
// /adminApi/packages/:_id - changes one for new orders only, its terms once a second owner approves (202 meanwhile)
import type { packageCreateBody, packageUpdateBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useRefreshChanges } from '../../../kit/api/pending-changes';
import { ADMIN_PACKAGES_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export type NewPackage = z.input<typeof packageCreateBody>;
export type PackageChanges = z.input<typeof packageUpdateBody>;

export function createPackage(body: NewPackage) {
  return callApi(adminRoutes.adminPackageCreate, { body });
}

export function updatePackage({ id, changes }: { id: string; changes: PackageChanges }) {
  return callApi(adminRoutes.adminPackageUpdate, { params: { _id: id }, body: changes });
}

/** The list, and the changes that wait for a second owner: a new package's or a change's terms may wait (202). */
function useRefreshPackages() {
  const readAgain = useReadAgain();
  const refreshChanges = useRefreshChanges();
  return () => {
    readAgain(ADMIN_PACKAGES_KEY);
    refreshChanges();
  };
}

export function useCreatePackage() {
  return useMutation({ mutationFn: createPackage, onSuccess: useRefreshPackages() });
}

export function useUpdatePackage() {
  return useMutation({ mutationFn: updatePackage, onSuccess: useRefreshPackages() });
}
