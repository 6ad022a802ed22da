import type { Person, PostSummary } from './types';

export const SAMPLE_AUTHOR: Person = {
  name: 'Priya Nair',
  role: 'Head of security',
  bio: 'Priya leads a security team. She writes about practical defences for companies without a security department.',
};

export const SAMPLE_POSTS_NOTE = 'Posts, authors and dates on this page are sample data.';

export const SAMPLE_POSTS: readonly PostSummary[] = [
  {
    title: 'Five questions to ask before moving to the cloud',
    excerpt: 'A migration is easier to plan than to undo. These questions surface the surprises early.',
    date: '14 January 2026',
    author: 'Mateo Alvarez',
    category: 'Cloud',
    art: 'sky',
    path: '/single-post-standard',
  },
  {
    title: 'Watch: passkeys explained in ten minutes',
    excerpt: 'Why passwords are on their way out, and how to roll out passkeys without locking anyone out.',
    date: '28 January 2026',
    author: 'Priya Nair',
    category: 'Security',
    art: 'violet',
    path: '/single-post-video',
  },
  {
    title: 'Photos from our data teams meet-up',
    excerpt: 'Lightning talks, a dashboard makeover contest and far too much coffee.',
    date: '9 February 2026',
    author: 'Kwame Mensah',
    category: 'Data',
    art: 'emerald',
    path: '/single-post-gallery',
  },
  {
    title: 'What a good incident report looks like',
    excerpt: 'Blameless, specific and short. A template we use after every outage.',
    date: '20 February 2026',
    author: 'Priya Nair',
    category: 'Security',
    art: 'rose',
  },
  {
    title: 'Designing forms people finish',
    excerpt: 'Small changes to labels, errors and order that doubled completion on a booking form.',
    date: '3 March 2026',
    author: 'Hana Sato',
    category: 'Design',
    art: 'amber',
  },
  {
    title: 'Our on-call handbook, annotated',
    excerpt: 'How we keep night shifts rare, short and well-paid.',
    date: '11 March 2026',
    author: 'Lukas Brenner',
    category: 'Engineering',
    art: 'teal',
  },
];

export const POST_CATEGORIES = ['Cloud', 'Security', 'Data', 'Design', 'Engineering'] as const;
export const POST_TAGS = ['migration', 'passkeys', 'dashboards', 'incidents', 'accessibility', 'on-call'] as const;
