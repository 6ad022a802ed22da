import { freezeBody, freezeResponse, unfreezeBody } from './account-freeze';
import { twins } from './route-def';

export const accountFreezeRoutes = {
  freezeState: twins('freeze', {
    method: 'GET',
    summary: "Whether the caller's account is frozen, since when, and when a requested lift takes effect",
    response: freezeResponse,
  }),
  freeze: twins('freeze', {
    method: 'POST',
    summary:
      "Freezes the caller's account at once: withdrawals, transfers and payouts stop until the freeze is lifted; a lift requested meanwhile is cancelled",
    body: freezeBody,
    response: freezeResponse,
  }),
  unfreeze: twins('unfreeze', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'Asks to lift the freeze, after the password and the second factor: it takes effect after the cool-down, announced by mail',
    body: unfreezeBody,
    response: freezeResponse,
  }),
} as const;
