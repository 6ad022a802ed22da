// GET /adminApi/operators?page= (every page) - the operators a ticket may be given to: active owners and support
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_OPERATORS_KEY, type AdminOperator, getAdminOperators } from '../../../kit/api/get-admin-operators';
import { roleMayCall } from '../../../kit/api/operator-access';

/** Pages read at most: a console team is a few people; the list stops there rather than loop on a bad answer. */
const MAX_PAGES = 20;

/** The server gives tickets only to an active operator whose role answers them (owner or support). */
const answersTickets = (operator: AdminOperator) =>
  operator.status === 'active' && roleMayCall(operator.role, 'adminTicketMessage');

export async function getTicketOperators(): Promise<AdminOperator[]> {
  const first = await getAdminOperators(1);
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, MAX_PAGES) - 1 }, (_, index) => getAdminOperators(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.docs).filter(answersTickets);
}

export const ticketOperatorsQuery = queryOptions({
  queryKey: [...ADMIN_OPERATORS_KEY, 'ticket-operators'],
  queryFn: getTicketOperators,
});

/**
 * Listing operators is the owner's alone (the contract's adminOperators): `enabled` is false for other roles, who
 * take a ticket themselves or leave it with nobody.
 */
export function useTicketOperators({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ticketOperatorsQuery, enabled });
}
