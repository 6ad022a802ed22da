import type { SitePage } from './types';

export const SERVICES_PAGES: readonly SitePage[] = [
  {
    path: '/services-1',
    kind: 'cards',
    style: 'tiles',
    title: 'Services style 1',
    heading: 'Technology services for every stage of growth',
    intro: 'Pick one service or combine several; one team stays accountable for the whole result.',
    items: [
      {
        icon: 'code',
        title: 'Custom software',
        text: 'Web and mobile applications designed with your users and built to be maintained.',
        link: { to: '/services-details', label: 'How we build software' },
      },
      {
        icon: 'cloud',
        title: 'Cloud and infrastructure',
        text: 'Migrations, platform engineering and infrastructure as code on the major clouds.',
        link: { to: '/home-2', label: 'Cloud in detail' },
      },
      {
        icon: 'shield',
        title: 'Cybersecurity',
        text: 'Penetration tests, threat modelling, identity projects and incident response.',
        link: { to: '/home-3', label: 'Security in detail' },
      },
      {
        icon: 'chart',
        title: 'Data and AI',
        text: 'Data platforms, reporting and machine learning that earns its keep.',
        link: { to: '/home-4', label: 'Data in detail' },
      },
      {
        icon: 'support',
        title: 'Managed IT support',
        text: 'A help desk and on-call engineers who know your systems by name.',
        link: { to: '/membership-levels', label: 'Support levels' },
      },
      {
        icon: 'users',
        title: 'Training',
        text: 'Hands-on courses so your own team can run and extend what we build together.',
        link: { to: '/courses', label: 'Browse courses' },
      },
    ],
  },
  {
    path: '/services-2',
    kind: 'landing',
    variant: 'split',
    art: 'rose',
    title: 'Services style 2',
    eyebrow: 'How we deliver',
    heading: 'From first conversation to a system that runs itself',
    intro: 'Every service follows the same four steps, so you always know what happens next and what it costs.',
    actions: [
      { to: '/pricing', label: 'Compare plans' },
      { to: '/projects', label: 'See results' },
    ],
    features: {
      heading: 'What you can count on',
      items: [
        {
          icon: 'lock',
          title: 'Fixed scope, fixed price',
          text: 'Each phase is priced before it starts; no surprise invoices.',
        },
        {
          icon: 'users',
          title: 'Senior people only',
          text: 'Your project is staffed by engineers with at least five years of practice.',
        },
        { icon: 'bolt', title: 'Fast feedback', text: 'Fortnightly demos keep decisions small and reversible.' },
      ],
    },
    steps: {
      heading: 'Our four-step process',
      items: [
        { title: 'Discover', text: 'Interviews, system review and a written problem statement you approve.' },
        { title: 'Design', text: 'Architecture, screens and a delivery plan sized in two-week slices.' },
        { title: 'Deliver', text: 'Working releases every sprint, tested, documented and reviewed for security.' },
        { title: 'Run', text: 'Monitoring, updates and support, or a clean hand-over to your own team.' },
      ],
    },
    cta: {
      heading: 'Start with the discovery step',
      text: 'Two weeks, one fixed fee, and a plan you own whatever you decide next.',
      action: { to: '/contactForm', label: 'Start discovery' },
    },
  },
  {
    path: '/services-details',
    kind: 'article',
    title: 'Services details',
    heading: 'Custom software development, step by step',
    intro: 'What happens when NexaTech builds an application for you, and what you receive at the end.',
    sections: [
      {
        heading: 'Scope and discovery',
        paragraphs: [
          'We start by meeting the people who will use the software. Their daily tasks, not a feature wish-list, decide what gets built first.',
        ],
        list: [
          'Stakeholder interviews and a short process map',
          'A prioritised backlog with rough sizes',
          'An architecture sketch and a list of risks',
        ],
      },
      {
        heading: 'Build',
        paragraphs: [
          'Development runs in two-week sprints. Each sprint ends with a demo on a staging environment you can click through yourself.',
          'Automated tests, code review and dependency scanning run on every change, so quality does not depend on memory.',
        ],
      },
      {
        heading: 'Launch and beyond',
        paragraphs: [
          'Launches are rehearsed, reversible and scheduled for quiet hours. After launch you choose between our managed support and a guided hand-over.',
        ],
        list: [
          'Runbooks and architecture notes',
          'Access to the full source code',
          'Thirty days of free fixes after launch',
        ],
      },
    ],
    related: {
      heading: 'Other services',
      links: [
        { to: '/services-1', label: 'All services' },
        { to: '/pricing', label: 'Pricing' },
        { to: '/purchase-guide', label: 'Purchase guide' },
      ],
    },
  },
  {
    path: '/pricing',
    kind: 'pricing',
    title: 'Pricing',
    heading: 'Simple plans for projects of any size',
    intro: 'Start small and move up when you need more hands. Every plan includes security reviews and documentation.',
    sampleNote: 'Prices on this page are sample data; a real quote follows a discovery call.',
    footnote: 'Prices exclude VAT. Annual agreements receive two months free.',
    plans: [
      {
        name: 'Starter',
        price: '$1,900',
        period: 'per month',
        text: 'For small teams with one product to keep healthy.',
        features: ['Up to 20 engineering hours', 'Monthly dependency updates', 'E-mail support, next working day'],
        action: { to: '/contactForm', label: 'Choose Starter' },
      },
      {
        name: 'Growth',
        price: '$4,800',
        period: 'per month',
        text: 'For companies shipping new features every month.',
        features: [
          'Up to 60 engineering hours',
          'Fortnightly releases',
          'Security review each quarter',
          'Chat support, 4-hour response',
        ],
        isFeatured: true,
        action: { to: '/contactForm', label: 'Choose Growth' },
      },
      {
        name: 'Enterprise',
        price: 'Custom',
        period: 'per agreement',
        text: 'For critical platforms that need a dedicated team.',
        features: [
          'Dedicated squad',
          '24/7 on-call engineers',
          'Named security officer',
          'Quarterly roadmap workshops',
        ],
        action: { to: '/contactForm', label: 'Talk to sales' },
      },
    ],
  },
  {
    path: '/projects',
    kind: 'cards',
    style: 'art',
    title: 'Projects',
    heading: 'Recent projects and the results they delivered',
    intro: 'A selection of work across retail, healthcare, logistics and finance.',
    sampleNote: 'Clients and results on this page are sample data.',
    items: [
      {
        art: 'sky',
        title: 'Route planner for a parcel carrier',
        meta: 'Logistics · Custom software',
        text: 'Drivers finish their rounds 40 minutes earlier thanks to routes that update with live traffic.',
      },
      {
        art: 'emerald',
        title: 'Patient booking portal',
        meta: 'Healthcare · Web and mobile',
        text: 'Online bookings rose to 70% of appointments within six months, freeing the phone lines.',
      },
      {
        art: 'violet',
        title: 'Zero-trust network for a lender',
        meta: 'Finance · Cybersecurity',
        text: 'Remote staff reach internal tools without a VPN, and every access is logged and reviewed.',
      },
      {
        art: 'amber',
        title: 'Demand forecasting for a grocer',
        meta: 'Retail · Data and AI',
        text: 'Fresh-food waste fell by a fifth after forecasts replaced rule-of-thumb ordering.',
      },
    ],
  },
];
