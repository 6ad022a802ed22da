// POST /adminApi/vendors - opens a vendor account: no sponsor, a UID of its own, a password the vendor sets (audited)
import type { VendorBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useMemberUpdated } from './get-admin-member';

export function createVendor(body: VendorBody) {
  return callApi(adminRoutes.adminVendorCreate, { body });
}

export function useCreateVendor() {
  const memberUpdated = useMemberUpdated();
  return useMutation({ mutationFn: createVendor, onSuccess: (response) => memberUpdated(response.data) });
}
