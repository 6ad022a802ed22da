import { closeAccountBody } from './close-account';
import { messageEnvelope } from './envelope';
import { route } from './route-def';

// Members only: vendors are opened and closed by operators (docs/decisions/033-closing-an-account.md).
export const closeAccountRoutes = {
  closeAccount: route({
    method: 'POST',
    path: '/sellerApi/closeAccount',
    access: 'member',
    ownSignIn: 'security',
    summary:
      "Closes the caller's account: erases the personal details, keeps the ledger and the team tree under a pseudonymous member, ends every session",
    body: closeAccountBody,
    response: messageEnvelope,
  }),
} as const;
