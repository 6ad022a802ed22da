// GET /sellerApi/userstatement.csv?wallet=&from=&to= (vendor: /vendorApi/userstatement.csv) - the statement's rows
// as a CSV file
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
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
