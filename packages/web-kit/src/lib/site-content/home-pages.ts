import { RISK_TEXT } from './risk-text';
import type { LandingPage } from './types';

// The four home demos present the member platform from four sides (docs/product.md#site); every figure on them
// is live from the server (packages, settings), never written here.
export const HOME_PAGES: readonly LandingPage[] = [
  {
    path: '/home-1',
    kind: 'landing',
    variant: 'split',
    art: 'teal',
    title: 'How the platform works',
    eyebrow: 'Member platform in USDT',
    heading: 'Buy a package in USDT, claim a daily profit, build a team',
    intro:
      'Members deposit USDT on BEP-20, buy packages that pay a daily profit for a fixed number of paid days, and earn level, direct and reward income from a team of three levels. Withdrawals are confirmed by an e-mailed code and paid by an operator.',
    actions: [
      { to: '/register', label: 'Create an account' },
      { to: '/pricing', label: 'See the packages' },
    ],
    features: {
      heading: 'What a member gets',
      items: [
        {
          icon: 'chart',
          title: 'Packages with a daily profit',
          text: 'Each package has a price, a daily rate and a term in paid days, shown before you buy and kept on your order.',
        },
        {
          icon: 'users',
          title: 'Referral income',
          text: 'Your referral code brings members into your team; you earn on their purchases and on their daily profit.',
        },
        {
          icon: 'lock',
          title: 'Withdrawals with a code',
          text: 'Every withdrawal request is confirmed with a code sent to your e-mail, then reviewed by an operator.',
        },
      ],
    },
    steps: {
      heading: 'Four steps',
      items: [
        {
          title: 'Sign up',
          text: 'With the referral code of the member who invited you, and a code sent to your e-mail.',
        },
        { title: 'Deposit USDT', text: 'Send USDT on BEP-20 to the deposit address and submit the transaction hash.' },
        {
          title: 'Buy a package',
          text: 'Pay its price, or an amount within its range, from your Electronic Wallet; it starts earning the same day.',
        },
        { title: 'Claim and withdraw', text: 'Claim the daily profit, then withdraw income above the minimum.' },
      ],
    },
    live: [
      {
        topic: 'packages',
        heading: 'Packages on sale now',
        text: 'The live list of packages, with the price, daily rate and term the operator set today.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'Read the rules before you deposit',
      text: 'The terms of service and the risk disclosure say what you agree to, what it costs and what can go wrong.',
      action: { to: '/risk-disclosure', label: 'Read the risk disclosure' },
    },
  },
  {
    path: '/home-2',
    kind: 'landing',
    variant: 'centered',
    art: 'sky',
    title: 'Packages and daily profit',
    eyebrow: 'Packages',
    heading: 'Packages that pay a daily profit for a fixed term',
    intro:
      'A package is bought from your Electronic Wallet at its price, or at an amount you choose within its range. It pays its daily rate of that amount once per platform day, for the number of paid days of its term, then matures. Its capital can be withdrawn, less a charge, at any time.',
    actions: [
      { to: '/pricing', label: 'Compare packages' },
      { to: '/faq', label: 'Read the FAQ' },
    ],
    features: {
      heading: 'How a package works',
      items: [
        {
          icon: 'bolt',
          title: 'Claim once a day',
          text: 'One claim pays every active package for that day. A package bought today can be claimed today.',
        },
        {
          icon: 'chart',
          title: 'Terms kept on your order',
          text: 'Your order keeps the price, daily rate, term and capital charge of the moment you bought it.',
        },
        {
          icon: 'shield',
          title: 'A missed day moves the end',
          text: 'A day not claimed is not paid later, but the package still earns its full term: it matures a day later.',
        },
      ],
    },
    live: [
      {
        topic: 'packages',
        heading: 'The packages and their daily rates',
        text: 'Daily profit is the price times the daily rate, rounded down to the micro-USDT, paid into your Flexible wallet.',
      },
      {
        topic: 'incomes',
        heading: 'Daily profit and team income',
        text: 'How each income is worked out, with the figures the operator has set now.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'Ready to choose a package?',
      text: 'Sign up with a referral code, deposit USDT and pick a package in your account.',
      action: { to: '/register', label: 'Sign up' },
    },
  },
  {
    path: '/home-3',
    kind: 'landing',
    variant: 'banner',
    art: 'violet',
    title: 'Referral and team income',
    eyebrow: 'Team income',
    heading: 'Earn level, direct and reward income from a three-level team',
    intro:
      'Members you refer form level A of your team, their referrals level B, and the next level C. You earn a share of their daily profit, a share of the price of packages your direct referrals buy, and one-time rewards as your rank rises.',
    actions: [
      { to: '/membership-levels', label: 'Ranks and rewards' },
      { to: '/faq', label: 'How referrals pay' },
    ],
    features: {
      heading: 'Three kinds of team income',
      items: [
        {
          icon: 'users',
          title: 'Level income',
          text: 'A share of each daily profit paid to a member of your levels A, B and C, on days you hold an earning package yourself.',
        },
        {
          icon: 'globe',
          title: 'Direct income',
          text: 'A share of the price of every package a member you referred buys.',
        },
        {
          icon: 'support',
          title: 'Reward income',
          text: 'A one-time reward for each new rank, reached by the capital your team holds and your active direct referrals.',
        },
      ],
    },
    live: [
      {
        topic: 'incomes',
        heading: 'The income rules today',
        text: 'Shares and rewards are operator settings; a change applies to incomes paid after it.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'Invite with your referral link',
      text: 'Your link and code are on your account page once you have signed up.',
      action: { to: '/register', label: 'Create an account' },
    },
  },
  {
    path: '/home-4',
    kind: 'landing',
    variant: 'minimal',
    art: 'emerald',
    title: 'Deposits and withdrawals',
    eyebrow: 'Money in and out',
    heading: 'Deposit and withdraw USDT on BEP-20, reviewed by operators',
    intro:
      'Deposits arrive as USDT on BEP-20 and are checked before your Electronic Wallet is credited. Withdrawals go from your Flexible wallet, or a package capital, to your own address after a code sent to your e-mail and an operator review.',
    actions: [
      { to: '/purchase-guide', label: 'Step-by-step guide' },
      { to: '/terms-of-service', label: 'Terms of service' },
    ],
    features: {
      heading: 'How your money is handled',
      items: [
        {
          icon: 'chip',
          title: 'One network',
          text: 'Only USDT on BEP-20 (BNB Smart Chain). Another token or another network cannot be credited.',
        },
        {
          icon: 'lock',
          title: 'Codes and reviews',
          text: 'A withdrawal needs your e-mailed code, then an operator pays it; large ones need a second operator.',
        },
        {
          icon: 'shield',
          title: 'Every movement recorded',
          text: 'Each deposit, income, charge and withdrawal is one entry of a double-entry ledger you see in your statement.',
        },
      ],
    },
    live: [
      {
        topic: 'money',
        heading: 'Minimums and charges today',
        text: 'Deposit and withdrawal limits and charges are operator settings; these are the current ones.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'A question about a payment?',
      text: 'Write to support with the transaction hash; never send your password or an e-mailed code.',
      action: { to: '/contactForm', label: 'Contact support' },
    },
  },
];
