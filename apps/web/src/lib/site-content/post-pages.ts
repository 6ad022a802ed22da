import { SAMPLE_AUTHOR, SAMPLE_POSTS, SAMPLE_POSTS_NOTE } from './sample-posts';
import type { Person, PostPage } from './types';

const TEAM_AUTHORS: Record<string, Person> = {
  'Mateo Alvarez': {
    name: 'Mateo Alvarez',
    role: 'Lead cloud engineer',
    bio: 'Mateo has moved more than forty systems to the cloud and still prefers the boring ones.',
  },
  'Priya Nair': SAMPLE_AUTHOR,
  'Kwame Mensah': {
    name: 'Kwame Mensah',
    role: 'Data engineering lead',
    bio: 'Kwame builds data platforms and organises our community meet-ups.',
  },
};

/** The blog card and its post page share title, date, author and category. */
function fromSummary(path: string) {
  const summary = SAMPLE_POSTS.find((post) => post.path === path);
  const author = summary && TEAM_AUTHORS[summary.author];
  if (!summary || !author) throw new Error(`Missing sample post for ${path}`);
  return {
    path,
    kind: 'post' as const,
    heading: summary.title,
    intro: summary.excerpt,
    date: summary.date,
    category: summary.category,
    art: summary.art,
    author,
    sampleNote: SAMPLE_POSTS_NOTE,
  };
}

export const POST_PAGES: readonly PostPage[] = [
  {
    ...fromSummary('/single-post-standard'),
    title: 'Single post: standard',
    media: 'none',
    tags: ['migration', 'cloud'],
    sections: [
      {
        heading: 'Why ask before you move',
        paragraphs: [
          'Most cloud migrations that go over budget were never short of engineers; they were short of answers to a few plain questions asked at the start.',
        ],
      },
      {
        heading: 'The five questions',
        paragraphs: ['Write the answers down and share them with everyone involved in the migration:'],
        list: [
          'Which systems talk to each other, and how often?',
          'What may be down, for how long, and when?',
          'Who will own the new platform at three in the morning?',
          'Which licences do not allow running in the cloud?',
          'How will we know the move worked?',
        ],
      },
      {
        heading: 'What to do with the answers',
        paragraphs: [
          'Group systems into waves, starting with the ones with the fewest connections. Rehearse each wave on a copy before the real switch, and keep the old environment until the new one has run a full business cycle.',
        ],
      },
    ],
  },
  {
    ...fromSummary('/single-post-video'),
    title: 'Single post: video',
    media: 'video',
    mediaCaption:
      'Video preview: the recording is not published on this demonstration site, so the summary below covers it.',
    tags: ['passkeys', 'security'],
    sections: [
      {
        heading: 'What the video covers',
        paragraphs: [
          'Passkeys replace a password with a key pair kept on your phone or laptop. The site never stores a secret that can be phished or leaked.',
        ],
      },
      {
        heading: 'Rolling them out',
        paragraphs: ['The talk recommends a gentle path:'],
        list: [
          'Offer passkeys next to passwords first',
          'Keep a recovery route that does not rely on e-mail alone',
          'Measure adoption before turning passwords off',
        ],
      },
    ],
  },
  {
    ...fromSummary('/single-post-gallery'),
    title: 'Single post: gallery',
    media: 'gallery',
    mediaCaption: 'Illustrations from the evening: talks, the makeover contest and the closing panel.',
    tags: ['dashboards', 'data'],
    sections: [
      {
        heading: 'An evening for data people',
        paragraphs: [
          'Sixty analysts and engineers joined us for five lightning talks on testing data pipelines, naming metrics and keeping dashboards honest.',
        ],
      },
      {
        heading: 'The makeover contest',
        paragraphs: [
          'Teams had thirty minutes to redesign a cluttered sales dashboard. The winning entry cut twelve charts down to three and added a single sentence explaining what changed this week.',
        ],
      },
    ],
  },
];
