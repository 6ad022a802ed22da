// GET /sellerApi/userstatement.csv?wallet=&from=&to= (vendor: /vendorApi/userstatement.csv) - the statement's rows
// as a CSV file

import { downloadFile } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMutation } from '@tanstack/react-query';
import type { StatementFilter } from './get-statement';

export function downloadStatementCsv({ wallet, from, to }: Omit<StatementFilter, 'page'>): Promise<string> {
  return downloadFile(routes.statementCsv, {
    query: { wallet, from: from || undefined, to: to || undefined },
    accept: 'text/csv',
    fallbackName: `statement-${wallet}.csv`,
  });
}

export function useDownloadStatementCsv() {
  return useMutation({ mutationFn: downloadStatementCsv });
}
