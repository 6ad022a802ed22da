import { RISK_TEXT } from './risk-text';
import type { SitePage } from './types';

// About the platform and how it is run (docs/product.md#site): no invented people, offices or results.
export const ABOUT_PAGES: readonly SitePage[] = [
  {
    path: '/about-1',
    kind: 'article',
    title: 'About the platform',
    heading: 'About the platform: USDT packages and a three-level team',
    intro:
      'A member investment and referral platform in USDT on BEP-20. Members buy packages that pay a daily profit for a fixed term, and earn income from the team they refer. The company that runs it is named at the foot of every page.',
    sections: [
      {
        heading: 'What the platform does',
        paragraphs: [
          'Members deposit USDT, buy packages, claim a daily profit, earn level, direct and reward income from a team of three levels, and withdraw to their own address. Operators check deposits, pay or reject withdrawals, review identity checks and set the business figures.',
        ],
      },
      {
        heading: 'How it is run',
        paragraphs: [
          'Every movement of money is one balanced entry of a double-entry ledger, kept in micro-USDT and never in rounded figures; a reconciliation checks that every balance equals its entries. Your statement lists the entries of your two wallets.',
        ],
        list: [
          'Deposits are credited only after a check, and each transaction hash only once.',
          'Every withdrawal is confirmed by a code sent to your e-mail and paid by an operator; a large one needs a second operator.',
          'Minimums, charges, daily rates and income shares are operator settings, shown on these pages as they are now.',
          'Operator changes to settings, balances and accounts, and every payout decision, are recorded in an audit log.',
        ],
      },
      {
        heading: 'What we do not promise',
        paragraphs: [RISK_TEXT],
      },
    ],
    related: {
      heading: 'Read next',
      links: [
        { to: '/team', label: 'Who runs the platform' },
        { to: '/about-3', label: "A member's journey" },
        { to: '/risk-disclosure', label: 'Risk disclosure' },
      ],
    },
  },
  {
    path: '/about-2',
    kind: 'landing',
    variant: 'centered',
    art: 'amber',
    title: 'Our operators',
    eyebrow: 'How the platform is run',
    heading: 'Operators who review every deposit and every payout',
    intro:
      'The platform is run by a small team of operators. They check deposits, pay withdrawals to the address you gave, review identity checks and answer support messages.',
    actions: [
      { to: '/services-1', label: 'What members get' },
      { to: '/testimonials', label: 'Our commitments' },
    ],
    features: {
      heading: 'Three rules the platform keeps',
      items: [
        {
          icon: 'users',
          title: 'Two pairs of eyes on large payouts',
          text: 'A withdrawal above the operator-set threshold is paid only after another operator approved it.',
        },
        {
          icon: 'shield',
          title: 'Codes for every payout',
          text: 'No withdrawal or transfer leaves your account without a code sent to your e-mail.',
        },
        {
          icon: 'globe',
          title: 'Figures in the open',
          text: 'The minimums, charges, daily rates and income shares on these pages are the live settings.',
        },
      ],
    },
    live: [
      {
        topic: 'money',
        heading: 'Current deposit and withdrawal rules',
        text: 'What operators apply to every deposit and withdrawal today.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'A question for the operators?',
      text: 'Write to support; an operator answers by e-mail.',
      action: { to: '/contactForm', label: 'Contact support' },
    },
  },
  {
    path: '/about-3',
    kind: 'timeline',
    title: "A member's journey",
    heading: "A member's journey, one step at a time",
    intro: 'From the first invitation to the first withdrawal, in the order a member meets each step.',
    entries: [
      {
        date: 'Step 1',
        title: 'An invitation',
        text: 'A member shares a referral link. Signing up needs a referral code and a code sent to your e-mail.',
      },
      {
        date: 'Step 2',
        title: 'A first deposit',
        text: 'USDT on BEP-20 to the deposit address, with the transaction hash; credited once it is checked.',
      },
      {
        date: 'Step 3',
        title: 'A first package',
        text: 'Bought from the Electronic Wallet at its price, or an amount within its range; it can be claimed the same day.',
      },
      {
        date: 'Every day',
        title: 'Daily profit',
        text: 'A claim pays each active package for that day, until its term of paid days is reached.',
      },
      {
        date: 'As the team grows',
        title: 'Team income',
        text: 'Level income on the daily profit of levels A, B and C, direct income on referrals’ purchases, rewards on new ranks.',
      },
      {
        date: 'When you choose',
        title: 'A withdrawal',
        text: 'Above the minimum, less the charge, confirmed by an e-mailed code and paid by an operator.',
      },
    ],
  },
  {
    path: '/team',
    kind: 'people',
    title: 'Who runs the platform',
    heading: 'Who runs the platform',
    intro:
      'The platform is run by its operators. Here are the roles and what each does for members, with the people the company names for them.',
    people: [
      {
        name: 'Deposit review',
        role: 'Operators',
        bio: 'Check each submitted deposit against its transaction and credit it, or reject it with a reason you can read.',
      },
      {
        name: 'Payouts',
        role: 'Operators',
        bio: 'Pay each confirmed withdrawal to the address you gave and record its transaction hash; large ones with a second operator.',
      },
      {
        name: 'Identity checks',
        role: 'Operators',
        bio: 'Look at the documents members send and approve or reject them with a reason.',
      },
      {
        name: 'Support',
        role: 'Operators',
        bio: 'Answer the messages of the contact form by e-mail. They never ask for your password or a code.',
      },
    ],
  },
  {
    path: '/testimonials',
    kind: 'quotes',
    title: 'Our commitments',
    heading: 'What we commit to every member',
    intro: 'No invented reviews here: these are the rules the platform keeps, in our own words.',
    quotes: [
      {
        text: 'Your money is counted to the micro-USDT, and every movement is an entry you can see in your statement.',
        name: 'The ledger',
        role: 'Every deposit, income, charge and payout',
      },
      {
        text: 'No withdrawal leaves your account without the code we send to your e-mail, and an operator pays it.',
        name: 'Withdrawals',
        role: 'Code, review, payout',
      },
      {
        text: 'The terms of a package are shown before you buy and kept on your order, whatever changes later.',
        name: 'Packages',
        role: 'Price, daily rate, term, capital charge',
      },
      {
        text: 'We do not promise returns. You can lose money, and we say so on every page that shows a figure.',
        name: 'Honesty about risk',
        role: 'Risk disclosure',
      },
    ],
  },
  {
    path: '/gallery',
    kind: 'cards',
    style: 'art',
    title: 'The member screens',
    heading: 'The member screens at a glance',
    intro: 'What you find in your account, screen by screen.',
    items: [
      { art: 'teal', title: 'My account', text: 'Your wallets, rank, referral link and today’s income.' },
      { art: 'sky', title: 'Stake', text: 'The packages on sale, with their terms, and your own orders.' },
      {
        art: 'violet',
        title: 'Reserve',
        text: 'The daily claim, what you claimed today and when the next claim opens.',
      },
      {
        art: 'amber',
        title: 'Deposit',
        text: 'The deposit address, its network and QR code, and your deposit history.',
      },
      { art: 'emerald', title: 'Withdraw', text: 'Income and capital withdrawals with their charge and net amount.' },
      { art: 'rose', title: 'My team', text: 'Your levels A, B and C, their sizes and a genealogy of your referrals.' },
    ],
  },
];
