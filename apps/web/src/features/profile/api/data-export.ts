// GET and POST /sellerApi/dataExport (vendor: /vendorApi/...): the member's latest data export, and asking for one
// (docs/product.md#your-data)
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';

const KEY = ['dataExport'] as const;

export const dataExportQuery = queryOptions({
  queryKey: KEY,
  queryFn: async () => (await callApi(routes.dataExportState)).data,
});

/** While an export is being prepared the state is asked again every few seconds, so "being prepared" moves on. */
export function useDataExport() {
  const { isSignedIn } = useSession();
  return useQuery({
    ...dataExportQuery,
    enabled: isSignedIn,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.dataExportRequest),
    onError: apiErrorIn('dataExport'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'dataExport' });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
