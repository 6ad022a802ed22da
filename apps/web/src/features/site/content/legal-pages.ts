import type { SitePage } from './types';

export const LEGAL_PAGES: readonly SitePage[] = [
  {
    path: '/purchase-guide',
    kind: 'article',
    isNumbered: true,
    title: 'Purchase guide',
    heading: 'How to buy a NexaTech service',
    intro: 'Five steps from a first question to a signed agreement, with no obligation until the last one.',
    sections: [
      {
        heading: 'Tell us what you need',
        paragraphs: [
          'Use the contact form or call us. A short description of the problem and your timeline is enough.',
        ],
      },
      {
        heading: 'Meet a lead engineer',
        paragraphs: ['Within a week you talk to the person who would lead your project, not to a salesperson.'],
      },
      {
        heading: 'Receive a written proposal',
        paragraphs: ['The proposal lists scope, team, schedule and a fixed price for the first phase.'],
      },
      {
        heading: 'Agree the terms',
        paragraphs: ['We sign a services agreement and, where needed, a data processing agreement.'],
        list: ['Invoices are monthly and payable within 30 days', 'You may pause between phases at no cost'],
      },
      {
        heading: 'Kick off',
        paragraphs: ['The team starts on the agreed date with a kick-off workshop and a shared project board.'],
      },
    ],
    related: {
      heading: 'Before you buy',
      links: [
        { to: '/pricing', label: 'Pricing' },
        { to: '/terms-of-service', label: 'Terms of service' },
        { to: '/faq', label: 'FAQ' },
      ],
    },
  },
  {
    path: '/terms-of-service',
    kind: 'article',
    title: 'Terms of service',
    heading: 'Terms of service',
    intro: 'The rules for using this website. Project work is covered by a separate signed agreement.',
    updated: '1 January 2026',
    sections: [
      {
        heading: 'Using this website',
        paragraphs: [
          'You may read, share and link to the pages of this website. You may not copy it wholesale, attack it or use it to send unsolicited messages.',
        ],
      },
      {
        heading: 'Member accounts',
        paragraphs: [
          'You are responsible for keeping your password and one-time codes secret and for the activity on your account. Tell us at once if you suspect misuse.',
        ],
      },
      {
        heading: 'Content and sample data',
        paragraphs: [
          'Pages marked Sample show illustrative prices, people, products and events. They are not offers and create no obligation.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We keep this website accurate and available with reasonable care, but we cannot promise it will always be free of errors or interruptions.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['We may update these terms. The date at the top of this page shows the latest version.'],
      },
    ],
  },
  {
    path: '/privacy-policy',
    kind: 'article',
    title: 'Privacy policy',
    heading: 'How we handle your personal data',
    intro: 'What we collect, why we collect it, and the choices you have.',
    updated: '1 January 2026',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We only collect what a service needs:'],
        list: [
          'Your name, e-mail and mobile number when you create an account',
          'Messages you send through the contact form',
          'Your e-mail address if you subscribe to the newsletter',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account, answer your messages and send the newsletter you asked for. We do not sell personal data or use third-party advertising trackers.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while the account is open and as long as the law requires afterwards. Newsletter addresses are deleted when you unsubscribe.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a copy of your data, have it corrected or deleted, and object to its use. Write to us through the contact form.',
        ],
      },
    ],
  },
  {
    path: '/404',
    kind: 'notice',
    code: '404',
    title: 'Page not found',
    heading: 'Page not found',
    intro:
      'The page you are looking for does not exist or has moved. Try the search, or start again from the home page.',
    action: { to: '/', label: 'Back to home' },
    secondary: { to: '/search', label: 'Search the site' },
  },
  {
    path: '/coming-soon',
    kind: 'notice',
    code: 'Soon',
    title: 'Coming soon',
    heading: 'Something new is on the way',
    intro:
      'We are preparing a client portal where you can follow projects, approve releases and download reports. Subscribe to the newsletter below to hear when it opens.',
    action: { to: '/', label: 'Back to home' },
    secondary: { to: '/contactForm', label: 'Ask about early access' },
  },
];
