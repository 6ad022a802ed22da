import type { LandingPage } from './types';

const SAMPLE_FIGURES = 'The figures on this page are sample data, not audited results.';

export const HOME_PAGES: readonly LandingPage[] = [
  {
    path: '/home-1',
    kind: 'landing',
    variant: 'split',
    art: 'teal',
    title: 'Home demo 1',
    eyebrow: 'Digital transformation',
    heading: 'Turn legacy systems into a platform your teams enjoy using',
    intro:
      'NexaTech maps how work really flows through your business, then replaces paper trails and brittle spreadsheets with software that fits.',
    sampleNote: SAMPLE_FIGURES,
    actions: [
      { to: '/services-1', label: 'Explore services' },
      { to: '/contactForm', label: 'Book a discovery call' },
    ],
    features: {
      heading: 'What a transformation with us includes',
      items: [
        {
          icon: 'users',
          title: 'Process discovery',
          text: 'Workshops with the people who do the job, so the new system removes the steps they actually hate.',
        },
        {
          icon: 'code',
          title: 'Incremental delivery',
          text: 'A working slice every two weeks instead of a big-bang launch that nobody has tested.',
        },
        {
          icon: 'support',
          title: 'Adoption support',
          text: 'Training, short guides and office hours until the old workaround is no longer needed.',
        },
      ],
    },
    stats: [
      { value: '140+', label: 'Systems modernised' },
      { value: '9 weeks', label: 'Median time to first release' },
      { value: '97%', label: 'Clients who renew support' },
    ],
    cta: {
      heading: 'Have a process that still runs on e-mail attachments?',
      text: 'Tell us about it. We reply within one working day with a first idea and a rough size.',
      action: { to: '/contactForm', label: 'Contact us' },
    },
  },
  {
    path: '/home-2',
    kind: 'landing',
    variant: 'centered',
    art: 'sky',
    title: 'Home demo 2',
    eyebrow: 'Cloud and infrastructure',
    heading: 'Cloud infrastructure that stays fast, cheap and boring',
    intro:
      'We design, migrate and run cloud platforms with infrastructure as code, sensible budgets and on-call engineers who know your setup.',
    sampleNote: SAMPLE_FIGURES,
    actions: [
      { to: '/services-details', label: 'How a migration works' },
      { to: '/pricing', label: 'See pricing' },
    ],
    features: {
      heading: 'Built for steady growth',
      items: [
        {
          icon: 'cloud',
          title: 'Planned migrations',
          text: 'Workloads move in waves with rollback plans, so customers never notice the switch.',
        },
        {
          icon: 'chart',
          title: 'Cost visibility',
          text: 'Monthly reports tie every line of the cloud bill to a team and a product.',
        },
        {
          icon: 'bolt',
          title: 'Autoscaling by default',
          text: 'Capacity follows demand, from a quiet Sunday night to a product launch.',
        },
      ],
    },
    stats: [
      { value: '38%', label: 'Average hosting cost saved' },
      { value: '99.95%', label: 'Uptime across managed platforms' },
      { value: '4 min', label: 'Median incident acknowledgement' },
    ],
    cta: {
      heading: 'Ready for a cloud bill you can explain?',
      text: 'Start with a two-week infrastructure review and a written plan you keep either way.',
      action: { to: '/contactForm', label: 'Request a review' },
    },
  },
  {
    path: '/home-3',
    kind: 'landing',
    variant: 'banner',
    art: 'violet',
    title: 'Home demo 3',
    eyebrow: 'Cybersecurity',
    heading: 'Security that protects the business without slowing it down',
    intro:
      'From threat modelling to round-the-clock monitoring, NexaTech helps you find the weak spots before an attacker does.',
    sampleNote: SAMPLE_FIGURES,
    actions: [
      { to: '/services-2', label: 'Our security approach' },
      { to: '/faq', label: 'Read the FAQ' },
    ],
    features: {
      heading: 'Layers of protection',
      items: [
        {
          icon: 'shield',
          title: 'Threat modelling',
          text: 'We walk through your systems the way an attacker would and rank the risks by real impact.',
        },
        {
          icon: 'lock',
          title: 'Identity and access',
          text: 'Single sign-on, least-privilege roles and multi-factor authentication rolled out without drama.',
        },
        {
          icon: 'globe',
          title: 'Continuous monitoring',
          text: 'Alerts that are triaged by people, so your team only hears about what matters.',
        },
      ],
    },
    stats: [
      { value: '2,300', label: 'Vulnerabilities fixed last year' },
      { value: '24/7', label: 'Security operations coverage' },
      { value: '15 min', label: 'Target time to contain an incident' },
    ],
    cta: {
      heading: 'Not sure where you stand?',
      text: 'Our security health check takes five days and ends with a plain-language report for your board.',
      action: { to: '/contactForm', label: 'Plan a health check' },
    },
  },
  {
    path: '/home-4',
    kind: 'landing',
    variant: 'minimal',
    art: 'emerald',
    title: 'Home demo 4',
    eyebrow: 'Data and AI',
    heading: 'Make better decisions with data you can trust',
    intro:
      'We connect scattered sources into one reliable data platform, then build dashboards and models that answer real business questions.',
    sampleNote: SAMPLE_FIGURES,
    actions: [
      { to: '/projects', label: 'See our projects' },
      { to: '/courses', label: 'Train your team' },
    ],
    features: {
      heading: 'From raw data to answers',
      items: [
        {
          icon: 'chip',
          title: 'Data platforms',
          text: 'Pipelines with tests and lineage, so a number on a dashboard can always be traced back.',
        },
        {
          icon: 'chart',
          title: 'Self-service analytics',
          text: 'Dashboards your managers build themselves on definitions everyone agrees on.',
        },
        {
          icon: 'bolt',
          title: 'Practical machine learning',
          text: 'Forecasts and classifiers that start small, earn trust and are monitored in production.',
        },
      ],
    },
    stats: [
      { value: '60+', label: 'Data platforms delivered' },
      { value: '3x', label: 'Faster monthly reporting' },
      { value: '12', label: 'Industries served' },
    ],
    cta: {
      heading: 'Which question would you answer first?',
      text: 'Bring one business question; we will show you how far your current data can take it.',
      action: { to: '/contactForm', label: 'Start with a question' },
    },
  },
];
