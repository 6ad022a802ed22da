// POST /adminApi/packages - adds a package; POST /adminApi/packages/:_id - changes one for new orders only
import type { packageCreateBody, packageUpdateBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_PACKAGES_KEY } from '../../kit/api/query-keys';

export type NewPackage = z.input<typeof packageCreateBody>;
export type PackageChanges = z.input<typeof packageUpdateBody>;

export function createPackage(body: NewPackage) {
  return callApi(adminRoutes.adminPackageCreate, { body });
}

export function updatePackage({ id, changes }: { id: string; changes: PackageChanges }) {
  return callApi(adminRoutes.adminPackageUpdate, { params: { _id: id }, body: changes });
}

function useRefreshPackages() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ADMIN_PACKAGES_KEY });
}

export function useCreatePackage() {
  return useMutation({ mutationFn: createPackage, onSuccess: useRefreshPackages() });
}

export function useUpdatePackage() {
  return useMutation({ mutationFn: updatePackage, onSuccess: useRefreshPackages() });
}
