// GET and POST /sellerApi/dataExport (vendor: /vendorApi/...): the member's latest data export, and asking for one;
// GET /sellerApi/dataExport/:token/file: the file of the mailed link, with the member's session (docs/product.md#your-data)

import { callApi, downloadFile } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMutation } from '@tanstack/react-query';
import { useMemberWrite } from '../../../lib/use-member-write';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

const KEY = ['dataExport'] as const;

export const dataExportQuery = apiQuery(KEY, routes.dataExportState);

/** While an export is being prepared the state is asked again every few seconds, so "being prepared" moves on. */
export function useDataExport() {
  return useSignedInQuery({
    ...dataExportQuery,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
  });
}

export function useRequestDataExport() {
  return useMemberWrite({
    mutationFn: () => callApi(routes.dataExportRequest),
    toastGroup: 'dataExport',
    refresh: [KEY],
  });
}

/**
 * The ZIP the mailed link names, fetched with the signed-in member's session and the link's token together (a token
 * alone downloads nothing, docs/decisions/032-data-export.md) and saved under the server's file name.
 */
export function downloadDataExport(token: string): Promise<string> {
  return downloadFile(routes.dataExportDownload, {
    params: { token },
    accept: 'application/zip',
    fallbackName: 'my-data.zip',
  });
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport });
}
