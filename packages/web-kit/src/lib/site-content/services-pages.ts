import { RISK_TEXT } from './risk-text';
import type { SitePage } from './types';

// What members get (docs/product.md): every figure on these pages is live from the server, never written here.
export const SERVICES_PAGES: readonly SitePage[] = [
  {
    path: '/services-1',
    kind: 'cards',
    style: 'tiles',
    title: 'What members get',
    heading: 'What members get',
    intro: 'Everything a member account offers, each explained on its own page.',
    items: [
      {
        icon: 'chart',
        title: 'Packages with a daily profit',
        text: 'Packages bought in USDT that pay a daily rate of their price for a term of paid days.',
        link: { to: '/pricing', label: 'Packages on sale' },
      },
      {
        icon: 'bolt',
        title: 'A daily claim',
        text: 'One claim a day pays every active package; a missed day only moves the end of the term.',
        link: { to: '/home-2', label: 'Daily profit' },
      },
      {
        icon: 'users',
        title: 'Team and referral income',
        text: 'Level income on three team levels, direct income on referrals’ purchases, and rank rewards.',
        link: { to: '/home-3', label: 'Team income' },
      },
      {
        icon: 'chip',
        title: 'Deposits and withdrawals in USDT',
        text: 'USDT on BEP-20 in and out, with operator-set minimums and charges.',
        link: { to: '/home-4', label: 'Money in and out' },
      },
      {
        icon: 'globe',
        title: 'Transfers between members',
        text: "Move income to another member's Electronic Wallet by UID, confirmed by an e-mailed code, when the operator allows it.",
        link: { to: '/services-details', label: 'Member services in detail' },
      },
      {
        icon: 'lock',
        title: 'Account security and identity check',
        text: 'Codes by e-mail for every payout, and an identity check reviewed by an operator.',
        link: { to: '/profile-authentication', label: 'Security guide' },
      },
    ],
  },
  {
    path: '/services-2',
    kind: 'landing',
    variant: 'split',
    art: 'rose',
    title: 'From deposit to withdrawal',
    eyebrow: 'From sign-up to payout',
    heading: 'From your first deposit to your first withdrawal',
    intro: 'Four steps, each with the rule that applies to it, so you know what happens next and what it costs.',
    actions: [
      { to: '/pricing', label: 'See the packages' },
      { to: '/purchase-guide', label: 'Step-by-step guide' },
    ],
    features: {
      heading: 'What you can count on',
      items: [
        {
          icon: 'lock',
          title: 'Terms kept on your order',
          text: 'Price, daily rate, term and capital charge are copied onto your order when you buy.',
        },
        {
          icon: 'shield',
          title: 'A code for every payout',
          text: 'Withdrawals and transfers need a 6-digit code sent to your e-mail, valid 10 minutes.',
        },
        {
          icon: 'bolt',
          title: 'Statuses you can follow',
          text: 'Each deposit and withdrawal shows pending, success or reject, with the reason and the transaction hash.',
        },
      ],
    },
    steps: {
      heading: 'Four steps',
      items: [
        { title: 'Deposit', text: 'USDT on BEP-20, at least the deposit minimum, with its transaction hash.' },
        {
          title: 'Buy',
          text: 'A package at its price, or at an amount you choose within its range, from your Electronic Wallet.',
        },
        { title: 'Claim', text: 'The daily profit of your active packages, into your Flexible wallet.' },
        { title: 'Withdraw', text: 'Income above the minimum, less the charge, after a code and an operator review.' },
      ],
    },
    live: [
      {
        topic: 'money',
        heading: 'Minimums and charges now',
        text: 'The figures the operator has set for deposits and withdrawals today.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'Start with a referral code',
      text: 'Ask the member who invited you for their link, then sign up.',
      action: { to: '/register', label: 'Sign up' },
    },
  },
  {
    path: '/services-details',
    kind: 'article',
    title: 'Wallets, transfers and statements',
    heading: 'Member services in detail: wallets, transfers and statements',
    intro: 'The two wallets of a member account, what moves money between them, and where you see it.',
    sections: [
      {
        heading: 'Two wallets',
        paragraphs: [
          'Your Electronic Wallet receives approved deposits and transfers from other members, and pays for packages. Your Flexible wallet receives every income (daily profit, level, direct and reward income) and returned withdrawals, and pays withdrawals and transfers you send.',
        ],
      },
      {
        heading: 'Transfers to another member',
        paragraphs: [
          "When the operator allows transfers, you can send income from your Flexible wallet to another member's Electronic Wallet. You enter their UID and see their name before you confirm with a code sent to your e-mail. There is no charge, and a completed transfer cannot be undone.",
        ],
      },
      {
        heading: 'Statements and histories',
        paragraphs: [
          'Your statement lists every entry of both wallets, with a download. Deposit and withdrawal histories show each status and link the transaction hash to the block explorer.',
        ],
        list: [
          'Orders: each package you bought, its days paid and its status (active, matured or withdrawn).',
          'Incomes: each income with the rule that computed it, such as “daily trading profit, day 3 of 30”.',
          'Team: your levels A, B and C and a genealogy of your referrals.',
        ],
      },
    ],
    related: {
      heading: 'Other pages',
      links: [
        { to: '/services-1', label: 'What members get' },
        { to: '/pricing', label: 'Packages' },
        { to: '/purchase-guide', label: 'Purchase guide' },
      ],
    },
  },
  {
    path: '/pricing',
    kind: 'pricing',
    title: 'Pricing',
    heading: 'Packages and their current terms',
    intro:
      'The packages on sale now, as the operator set them: price or price range, daily rate, term and any handling fee. There is no subscription or membership fee.',
    notes: [
      'Live from the platform: only packages on sale are listed, cheapest first.',
      'Daily profit is the price times the daily rate, rounded down to the micro-USDT, paid for each platform day you claim.',
      'The term is a number of paid days; a day you do not claim moves the end of the term, it is not lost.',
      'Your order keeps the terms of the day you bought it, including its capital withdrawal charge.',
      'You can hold each package once at a time, and buy it again once it matured or its capital was withdrawn.',
    ],
    risk: RISK_TEXT,
    footnote: 'Withdrawal minimums and charges are on the FAQ and the deposits and withdrawals page.',
  },
  {
    path: '/projects',
    kind: 'cards',
    style: 'art',
    title: 'What you can check',
    heading: 'What you can check for yourself',
    intro: 'Records your account keeps so you can verify what happened to your money.',
    items: [
      {
        art: 'sky',
        title: 'Transaction hashes',
        meta: 'Deposits and payouts',
        text: 'Each deposit and each paid withdrawal links its transaction hash to the block explorer.',
      },
      {
        art: 'emerald',
        title: 'Your statement',
        meta: 'Both wallets',
        text: 'Every entry of your two wallets, which you can download.',
      },
      {
        art: 'violet',
        title: 'Income rules',
        meta: 'Every income',
        text: 'Each income names the rule, base and rate it was computed from.',
      },
      {
        art: 'amber',
        title: 'Order terms',
        meta: 'Every package',
        text: 'Each order shows the price, daily rate, term and capital charge it was bought under.',
      },
    ],
  },
];
