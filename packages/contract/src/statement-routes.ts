import { twins } from './route-def';
import { statementCsvQuery, statementCsvResponse, statementQuery, statementResponse } from './statement';

export const statementRoutes = {
  statement: twins('userstatement', {
    method: 'GET',
    summary:
      "Every posting of one of the caller's wallets, newest first, with the wallet's balance after each; filter by platform days",
    query: statementQuery,
    response: statementResponse,
  }),
  statementCsv: twins('userstatement.csv', {
    method: 'GET',
    summary:
      'The same rows as a text/csv download (every row the filters keep, newest first; times in UTC as YYYY-MM-DD HH:mm:ss)',
    query: statementCsvQuery,
    produces: 'text/csv',
    response: statementCsvResponse,
  }),
} as const;
