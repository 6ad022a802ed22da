import type { SitePage } from './types';

export const ABOUT_PAGES: readonly SitePage[] = [
  {
    path: '/about-1',
    kind: 'article',
    title: 'About style 1',
    heading: 'We are NexaTech, engineers for growing businesses',
    intro:
      'NexaTech delivers innovative, secure and future-ready technology solutions that help businesses grow in the digital world.',
    sections: [
      {
        heading: 'Why we started',
        paragraphs: [
          'Too many companies were paying for software projects that looked finished on launch day and were abandoned a year later. We founded NexaTech to build systems that are still cared for long after the ribbon is cut.',
          'Every engagement starts with the problem a customer wants gone, not with a technology we want to sell.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'Small senior teams, short feedback loops and written decisions keep projects calm and predictable.',
        ],
        list: [
          'A named lead engineer stays with you from the first workshop to support.',
          'Working software every two weeks, shown to the people who will use it.',
          'Security and accessibility reviewed in every release, not at the end.',
          'Documentation handed over so your own team can carry on without us.',
        ],
      },
      {
        heading: 'What we value',
        paragraphs: [
          'Honesty about trade-offs, respect for the people who run the systems at night, and pride in work that quietly does its job.',
        ],
      },
    ],
    related: {
      heading: 'Get to know us',
      links: [
        { to: '/team', label: 'Meet the team' },
        { to: '/about-3', label: 'Our milestones' },
        { to: '/career', label: 'Work with us' },
      ],
    },
  },
  {
    path: '/about-2',
    kind: 'landing',
    variant: 'centered',
    art: 'amber',
    title: 'About style 2',
    eyebrow: 'About NexaTech',
    heading: 'A technology partner that stays after launch',
    intro:
      'We combine consulting, engineering and managed services in one team, so the people who design your system are the people who keep it running.',
    sampleNote: 'The figures on this page are sample data.',
    actions: [
      { to: '/services-1', label: 'What we do' },
      { to: '/testimonials', label: 'What clients say' },
    ],
    features: {
      heading: 'Three promises we keep',
      items: [
        {
          icon: 'users',
          title: 'One team, end to end',
          text: 'No hand-offs between a sales team, a build team and a support desk that has never seen your code.',
        },
        {
          icon: 'shield',
          title: 'Secure by habit',
          text: 'Code review, dependency updates and access reviews are part of every week, not a yearly audit.',
        },
        {
          icon: 'globe',
          title: 'Open about cost',
          text: 'Fixed prices for defined work and transparent monthly fees for everything ongoing.',
        },
      ],
    },
    stats: [
      { value: '2014', label: 'Founded' },
      { value: '85', label: 'Engineers and designers' },
      { value: '4', label: 'Offices on three continents' },
    ],
    cta: {
      heading: 'Want to see how we would approach your project?',
      text: 'Send us a short description and we will suggest a first step.',
      action: { to: '/contactForm', label: 'Talk to us' },
    },
  },
  {
    path: '/about-3',
    kind: 'timeline',
    title: 'About style 3',
    heading: 'Our story, one milestone at a time',
    intro: 'From a two-person consultancy to a full-service technology partner.',
    sampleNote: 'Dates and milestones on this page are sample data.',
    entries: [
      {
        date: '2014',
        title: 'Two engineers and a whiteboard',
        text: 'NexaTech opens with a single client: a logistics firm that wanted its depot schedules off paper.',
      },
      {
        date: '2016',
        title: 'Managed cloud services',
        text: 'Clients ask us to keep running what we built, so we start an on-call rota and a managed hosting offer.',
      },
      {
        date: '2018',
        title: 'Security practice founded',
        text: 'A dedicated team for penetration testing, threat modelling and incident response joins the company.',
      },
      {
        date: '2021',
        title: 'Data and AI team',
        text: 'We begin building data platforms and forecasting models for retail and healthcare clients.',
      },
      {
        date: '2024',
        title: 'NexaTech Academy',
        text: 'Our internal training becomes public courses, so client teams can own their systems with confidence.',
      },
    ],
  },
  {
    path: '/team',
    kind: 'people',
    title: 'Team',
    heading: 'The people behind NexaTech',
    intro: 'Engineers, designers and analysts who would rather show you working software than a slide deck.',
    sampleNote: 'Names and biographies on this page are sample data.',
    people: [
      {
        name: 'Amara Okafor',
        role: 'Chief executive',
        bio: 'Ran delivery for large public-sector programmes before co-founding NexaTech.',
      },
      {
        name: 'Lukas Brenner',
        role: 'Chief technology officer',
        bio: 'Designs platforms that survive traffic spikes, audits and reorganisations alike.',
      },
      {
        name: 'Priya Nair',
        role: 'Head of security',
        bio: 'Leads our red team and teaches developers to think like attackers.',
      },
      {
        name: 'Mateo Alvarez',
        role: 'Lead cloud engineer',
        bio: 'Turns hand-built servers into tidy, versioned infrastructure.',
      },
      {
        name: 'Hana Sato',
        role: 'Product designer',
        bio: 'Interviews the people who will use a system before drawing a single screen.',
      },
      {
        name: 'Kwame Mensah',
        role: 'Data engineering lead',
        bio: 'Builds pipelines that explain every number they produce.',
      },
    ],
  },
  {
    path: '/testimonials',
    kind: 'quotes',
    title: 'Testimonials',
    heading: 'What our clients say about working with us',
    intro: 'Feedback from teams who trusted us with systems that matter to them.',
    sampleNote: 'These testimonials are sample data written for this demonstration.',
    quotes: [
      {
        text: 'They moved our order system to the cloud over three weekends and our customers never noticed. That is the highest praise I can give.',
        name: 'Elena Petrova',
        role: 'Operations director, retail chain',
      },
      {
        text: 'The security review was the first one our board actually read. Clear risks, clear costs, clear next steps.',
        name: 'David Chen',
        role: 'Chief financial officer, fintech start-up',
      },
      {
        text: 'Our clinicians were involved from week one, so the new scheduling tool was adopted without a single complaint.',
        name: 'Fatima Haddad',
        role: 'Head of digital, regional clinic group',
      },
      {
        text: 'A year after launch the same engineers still answer our questions. That continuity is rare.',
        name: 'Jonas Lindqvist',
        role: 'Founder, logistics company',
      },
    ],
  },
  {
    path: '/gallery',
    kind: 'cards',
    style: 'art',
    title: 'Gallery',
    heading: 'Inside our studio and workshops',
    intro: 'Moments from client workshops, hack days and launch nights, shown as illustrations.',
    sampleNote: 'Gallery captions describe sample moments; the pictures are illustrations.',
    items: [
      {
        art: 'teal',
        title: 'Discovery workshop',
        text: 'Sticky notes, coffee and a whole process mapped in one afternoon.',
      },
      {
        art: 'sky',
        title: 'Cloud cut-over night',
        text: 'The final switch of a migration, watched on shared dashboards.',
      },
      { art: 'violet', title: 'Capture the flag', text: 'Our yearly security game, open to client developers.' },
      { art: 'amber', title: 'Design critique', text: 'Designers and engineers reviewing screens side by side.' },
      {
        art: 'emerald',
        title: 'Academy graduation',
        text: 'The first cohort of client engineers finishing our data course.',
      },
      { art: 'rose', title: 'Team retreat', text: 'Two days a year to plan, rest and argue about tabs and spaces.' },
    ],
  },
];
