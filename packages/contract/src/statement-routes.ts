import { twins } from './route-def';
import { statementQuery, statementResponse } from './statement';

export const statementRoutes = {
  statement: twins('userstatement', {
    method: 'GET',
    summary:
      "Every posting of one of the caller's wallets, newest first, with the wallet's balance after each; filter by platform days",
    query: statementQuery,
    response: statementResponse,
  }),
} as const;
