import { messageEnvelope } from './envelope';
import { route, twins } from './route-def';
import { freezeByLinkBody, securityEventsResponse } from './security-events';

export const securityEventRoutes = {
  securityEvents: twins('securityEvents', {
    method: 'GET',
    summary: "The caller's own sign-ins and security changes, newest first, with the device and address of each",
    response: securityEventsResponse,
  }),
  freezeByLink: route({
    method: 'POST',
    path: '/publicApi/freezeByLink',
    access: 'public',
    summary:
      "A security alert's \"This wasn't me\" link: freezes the account's money and ends its sessions without signing in, once",
    body: freezeByLinkBody,
    response: messageEnvelope,
  }),
} as const;
