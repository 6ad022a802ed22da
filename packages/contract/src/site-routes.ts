import { route } from './route-def';
import { contactBody, contactResponse, newsletterBody, newsletterResponse } from './site';

export const siteRoutes = {
  newsletter: route({
    method: 'POST',
    path: '/publicApi/newsletter',
    access: 'public',
    summary: 'Subscribes an address to the newsletter; a repeat is a success and changes nothing',
    body: newsletterBody,
    response: newsletterResponse,
  }),
  contactMember: route({
    method: 'POST',
    path: '/publicApi/contactMember',
    access: 'public',
    summary: 'Stores a /contactForm message and mails it to the operator contact address',
    body: contactBody,
    response: contactResponse,
  }),
} as const;
