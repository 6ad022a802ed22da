import type { SitePage } from './types';

export const INFO_PAGES: readonly SitePage[] = [
  {
    path: '/faq',
    kind: 'faq',
    title: 'FAQ',
    heading: 'Frequently asked questions',
    intro: 'Short answers to what clients ask us most. Anything missing? Ask us directly.',
    questions: [
      {
        question: 'How quickly can a project start?',
        answer:
          'Discovery usually starts within two weeks of a signed proposal. Urgent security work can start within days.',
      },
      {
        question: 'Do we own the code you write?',
        answer: 'Yes. Source code, designs and documentation belong to you from the first commit.',
      },
      {
        question: 'Which clouds and languages do you work with?',
        answer:
          'We work on all major public clouds and favour widely used, well-supported languages such as TypeScript, Go, Python and Java.',
      },
      {
        question: 'Can you take over a system another vendor built?',
        answer:
          'Often, yes. We begin with a two-week technical review so you know the state of the system before committing.',
      },
      {
        question: 'How do you handle our data?',
        answer:
          'Client data stays in your accounts where possible, access is granted per person and removed at the end of the engagement. See our privacy policy.',
      },
      {
        question: 'What happens if something breaks at night?',
        answer:
          'Clients on managed plans reach an on-call engineer around the clock; response targets are in the contract.',
      },
    ],
  },
  {
    path: '/events',
    kind: 'timeline',
    title: 'Events',
    heading: 'Upcoming talks, meet-ups and webinars',
    intro: 'Join our engineers to learn, ask questions and meet other technology leaders.',
    sampleNote: 'These events are sample data; dates and places are illustrative.',
    entries: [
      {
        date: '12 March',
        title: 'Cloud cost clinic',
        place: 'Online webinar',
        text: 'Bring your cloud bill; we show five changes that usually cut it by a quarter.',
      },
      {
        date: '3 April',
        title: 'Secure coding breakfast',
        place: 'Berlin office',
        text: 'A relaxed morning on the vulnerabilities we find most often in code reviews.',
      },
      {
        date: '22 May',
        title: 'Data teams meet-up',
        place: 'Nairobi office',
        text: 'Lightning talks from analysts and engineers building modern data platforms.',
      },
      {
        date: '18 June',
        title: 'Incident response tabletop',
        place: 'Online workshop',
        text: 'A guided simulation of a ransomware attack, from the first alert to the board briefing.',
      },
    ],
  },
  {
    path: '/career',
    kind: 'cards',
    style: 'tiles',
    title: 'Career',
    heading: 'Build a career solving real problems',
    intro:
      'We hire curious people who like finishing things. Remote-friendly roles, a yearly learning budget and a four-day week every summer; our newest hub is in Tallinn.',
    sampleNote: 'These openings are sample data.',
    items: [
      {
        icon: 'code',
        title: 'Senior full-stack engineer',
        meta: 'Remote, Europe · Full time',
        text: 'Own features end to end in TypeScript and React, from database to design review.',
        link: { to: '/contactForm', label: 'Apply' },
      },
      {
        icon: 'cloud',
        title: 'Platform engineer',
        meta: 'Berlin or remote · Full time',
        text: 'Keep client platforms healthy with infrastructure as code, observability and calm on-call.',
        link: { to: '/contactForm', label: 'Apply' },
      },
      {
        icon: 'shield',
        title: 'Penetration tester',
        meta: 'Hybrid · Full time',
        text: 'Test web applications and networks, then help developers fix what you find.',
        link: { to: '/contactForm', label: 'Apply' },
      },
      {
        icon: 'users',
        title: 'Delivery lead',
        meta: 'Nairobi · Full time',
        text: 'Guide client teams through discovery and delivery, keeping promises realistic.',
        link: { to: '/contactForm', label: 'Apply' },
      },
    ],
  },
  {
    path: '/courses',
    kind: 'cards',
    style: 'tiles',
    title: 'Courses',
    heading: 'NexaTech Academy courses',
    intro: 'Practical training taught by the engineers who do the work, online or at your office.',
    sampleNote: 'Course dates, lengths and fees are sample data.',
    items: [
      {
        icon: 'cloud',
        title: 'Infrastructure as code fundamentals',
        meta: '3 days · Beginner',
        text: 'Describe servers, networks and permissions as reviewed, versioned code.',
      },
      {
        icon: 'shield',
        title: 'Secure web development',
        meta: '2 days · Intermediate',
        text: 'Recognise and fix injection, broken access control and session flaws in your own code.',
      },
      {
        icon: 'chart',
        title: 'Analytics engineering',
        meta: '4 days · Intermediate',
        text: 'Model data with tests and documentation so every dashboard tells the same story.',
      },
      {
        icon: 'users',
        title: 'Product discovery for engineers',
        meta: '1 day · All levels',
        text: 'Interview users, map a process and turn what you learn into a backlog.',
      },
    ],
  },
  {
    path: '/profile-authentication',
    kind: 'form',
    title: 'Profile authentication',
    heading: 'Sign in to your profile securely',
    intro:
      'NexaTech member profiles are protected by your password and a one-time code sent by e-mail. Use the real sign-in to reach your account.',
    formHeading: 'Try the two-step check',
    fields: [
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'code', label: 'One-time code', type: 'text', autoComplete: 'one-time-code' },
    ],
    submitLabel: 'Check code',
    doneMessage: 'Sample only: this demonstration form does not sign you in. Use Log in for your real account.',
    aside: {
      heading: 'Your member account',
      text: 'Log in, create an account with a referral code, or reset a forgotten password.',
      links: [
        { to: '/login', label: 'Log in' },
        { to: '/register', label: 'Sign up' },
        { to: '/forget-Password', label: 'Forgot Password?' },
      ],
    },
  },
  {
    path: '/membership-levels',
    kind: 'pricing',
    title: 'Membership levels',
    heading: 'Support membership levels',
    intro: 'Managed IT support in three levels. Move between them at the start of any month.',
    sampleNote: 'Levels and prices on this page are sample data.',
    footnote: 'Response times are measured during the hours each level covers.',
    plans: [
      {
        name: 'Essential',
        price: '$390',
        period: 'per month',
        text: 'Help desk for small offices.',
        features: ['Business-hours help desk', 'Device and account management', 'Monthly health report'],
        action: { to: '/contactForm', label: 'Join Essential' },
      },
      {
        name: 'Professional',
        price: '$990',
        period: 'per month',
        text: 'For teams that cannot wait until tomorrow.',
        features: [
          'Extended hours, 7am to 10pm',
          '1-hour response on urgent tickets',
          'Quarterly security check',
          'Backup restore tests',
        ],
        isFeatured: true,
        action: { to: '/contactForm', label: 'Join Professional' },
      },
      {
        name: 'Premier',
        price: '$2,400',
        period: 'per month',
        text: 'Round-the-clock cover for critical operations.',
        features: [
          '24/7 on-call engineers',
          '15-minute response on outages',
          'Named account engineer',
          'Disaster recovery drills',
        ],
        action: { to: '/contactForm', label: 'Join Premier' },
      },
    ],
  },
];
