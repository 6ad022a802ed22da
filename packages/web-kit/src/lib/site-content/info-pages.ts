import { RISK_TEXT } from './risk-text';
import type { SitePage } from './types';

// Answers follow docs/product.md (withdrawals, packages, incomes, transfers, KYC); a figure that is an operator
// setting is named as one, and the FAQ view shows its live value (`figures`).
export const INFO_PAGES: readonly SitePage[] = [
  {
    path: '/faq',
    kind: 'faq',
    title: 'FAQ',
    heading: 'Frequently asked questions',
    intro:
      'Short answers about deposits, packages, incomes, withdrawals and your account. Figures set by the operator show their current value under the answer.',
    questions: [
      {
        question: 'When can I withdraw?',
        answer:
          'Income: whenever your Flexible wallet holds at least the withdrawal minimum set by the operator. You ask for an amount and your USDT BEP-20 address, confirm with the 6-digit code sent to your e-mail within 10 minutes, and the request waits for an operator, who pays it to your address or rejects it with a reason (the whole amount then returns to your Flexible wallet). Package capital can be withdrawn at any time from an active or matured package, once, for the amount it was bought for.',
        figures: ['withdrawalMinimum', 'kycRequiredForWithdrawal'],
      },
      {
        question: 'What happens when a package reaches the end of its term?',
        answer:
          'When a package has been paid for its number of paid days it matures: it earns no more daily profit, and its capital stays held for you until you withdraw it (less the capital charge your order kept). Once a package has matured or its capital was withdrawn, you can buy it again.',
        figures: ['packageWithdrawalMinimum'],
      },
      {
        question: 'What if I miss a claim day?',
        answer:
          'A day you do not claim is not paid afterwards, but no profit is lost: a claim pays one day per package, and a package earns for its full number of paid days, so it simply matures one day later. The day turns at midnight in the time zone set by the operator. When the operator turns on automatic settlement, each day is paid without a claim.',
        figures: ['timezone'],
      },
      {
        question: 'What are the fees?',
        answer:
          'An income withdrawal pays a charge set by the operator, taken out of the amount: asking for 100 USDT at 5% pays 95 USDT to your address. A capital withdrawal pays the charge your order copied when you bought it. Deposits and transfers to another member carry no charge from us; the network fee of a transfer you send from your own wallet is yours.',
        figures: ['withdrawalChargePercent', 'packageWithdrawalChargePercent'],
      },
      {
        question: 'What are the minimums?',
        answer:
          'A deposit must be at least the deposit minimum, an income withdrawal at least the withdrawal minimum, and a package capital at least the capital withdrawal minimum. All three are set by the operator; a package is bought at its price, or at an amount within its price range.',
        figures: ['depositMinimum', 'withdrawalMinimum', 'packageWithdrawalMinimum'],
      },
      {
        question: 'Which network and currency do deposits use?',
        answer:
          'USDT on BEP-20 (BNB Smart Chain) only. Send it to the deposit address shown in your account and submit the transaction hash. A hash is accepted once. A chain transfer cannot be reversed: another token or another network cannot be credited.',
      },
      {
        question: 'How do referrals pay?',
        answer:
          'Members who sign up with your referral code form level A of your team, their referrals level B, and the next level C. When one of them is paid a daily profit, you earn level income, a share of that profit set by the operator for each level, on days you hold an earning package yourself. When a member you referred buys a package, you earn direct income, a share of its price. As your team grows, each new rank pays a one-time reward.',
        figures: ['levelIncomePercents', 'directIncomePercent'],
      },
      {
        question: 'How does the identity check work?',
        answer:
          'From your settings, open the identity check and send your full legal name, date of birth (you must be 18 or older), country, the type of document (passport, national ID card or driving licence), its number and a photo or scan of it (JPEG, PNG or PDF, up to 5 MB). An operator approves or rejects it with a reason, and you are told by e-mail; after a rejection you can send a new one. When the operator requires it, withdrawals and transfers wait until your check is approved.',
        figures: ['kycRequiredForWithdrawal'],
      },
      {
        question: 'Can I move income to another member?',
        answer:
          "When the operator allows transfers, you can send income from your Flexible wallet to another member's Electronic Wallet by their UID, after a code sent to your e-mail. There is no charge, and a transfer cannot be undone.",
      },
      {
        question: 'How do I contact support?',
        answer:
          'Use the contact form, or write to the support e-mail address shown on the contact page and at the foot of every page. Give your UID and, for a payment, its transaction hash. Never send your password or an e-mailed code: nobody from the platform will ask for them.',
        figures: ['companyEmail'],
      },
      {
        question: 'Are the returns guaranteed?',
        answer: RISK_TEXT,
      },
    ],
  },
  {
    path: '/events',
    kind: 'timeline',
    title: 'What happens, and when',
    heading: 'What happens on the platform, and when',
    intro: 'The events that move money on the platform, in the order a member meets them.',
    entries: [
      {
        date: 'When you sign up',
        title: 'Your place in the team',
        text: 'The referral code you sign up with makes its owner your sponsor; you get a referral code of your own.',
      },
      {
        date: 'When a deposit is checked',
        title: 'Electronic Wallet credited',
        text: 'An operator approves the deposit (or the chain check confirms it) and your Electronic Wallet is credited once.',
      },
      {
        date: 'When you buy a package',
        title: 'Order opened, sponsor paid',
        text: 'The price moves from your Electronic Wallet to package capital; your sponsor earns direct income; ranks are checked.',
      },
      {
        date: 'Each platform day',
        title: 'Daily profit',
        text: 'You claim the profit of your active packages (or the platform settles it); your uplines earn level income on it.',
      },
      {
        date: 'At the end of the term',
        title: 'Package matured',
        text: 'The package earns no more; its capital waits until you withdraw it.',
      },
      {
        date: 'When you withdraw',
        title: 'Code, review, payout',
        text: 'You confirm with an e-mailed code, an operator reviews the request and pays it on the chain, or rejects it with a reason.',
      },
    ],
  },
  {
    path: '/career',
    kind: 'cards',
    style: 'tiles',
    title: 'Building a team',
    heading: 'Build a team with your referral link',
    intro:
      'The platform has no sales force: members invite members. What inviting someone means, and what it does not.',
    items: [
      {
        icon: 'users',
        title: 'Your referral link',
        text: 'Your account page shows your referral code and link. Whoever signs up with it joins level A of your team.',
        link: { to: '/register', label: 'Create an account' },
      },
      {
        icon: 'chart',
        title: 'Three levels',
        text: 'Your team reaches three levels deep: your referrals (A), theirs (B) and the next (C). Deeper members pay you nothing.',
        link: { to: '/home-3', label: 'Team income' },
      },
      {
        icon: 'globe',
        title: 'Ranks and rewards',
        text: 'The capital your team holds in active packages and your active direct referrals raise your rank; each new rank pays a one-time reward.',
        link: { to: '/membership-levels', label: 'Ranks' },
      },
      {
        icon: 'shield',
        title: 'Invite honestly',
        text: 'Tell the people you invite that returns are not guaranteed and that they can lose money. Never promise a figure.',
        link: { to: '/risk-disclosure', label: 'Risk disclosure' },
      },
    ],
  },
  {
    path: '/courses',
    kind: 'cards',
    style: 'tiles',
    title: 'Guides for new members',
    heading: 'Guides for new members',
    intro: 'Short guides to the things members ask about most, each on its own page.',
    items: [
      {
        icon: 'bolt',
        title: 'Your first package',
        text: 'From sign-up and a first USDT deposit to a package that earns.',
        link: { to: '/purchase-guide', label: 'Purchase guide' },
      },
      {
        icon: 'lock',
        title: 'Account security and identity check',
        text: 'How sign-in codes protect your account and how the identity check works.',
        link: { to: '/profile-authentication', label: 'Security guide' },
      },
      {
        icon: 'chip',
        title: 'Deposits and withdrawals',
        text: 'The network, minimums, charges and the review of every payout.',
        link: { to: '/home-4', label: 'Money in and out' },
      },
      {
        icon: 'support',
        title: 'Questions and answers',
        text: 'When you can withdraw, what happens at the end of a term, missed days and fees.',
        link: { to: '/faq', label: 'FAQ' },
      },
    ],
  },
  {
    path: '/profile-authentication',
    kind: 'article',
    title: 'Account security',
    heading: 'Your account security and identity check',
    intro: 'How your account is protected, and how the identity check (KYC) works.',
    sections: [
      {
        heading: 'Signing in',
        paragraphs: [
          'You sign in with your e-mail and password. Passwords are stored only as a one-way hash. After many failed tries from one address, further tries are slowed down; your account is never locked against you.',
          'Sessions end when you log out, after a week, or when you change your password (every other session ends then).',
        ],
      },
      {
        heading: 'Codes sent to your e-mail',
        paragraphs: [
          'Sign-up, password reset, every withdrawal and every transfer are confirmed with a 6-digit code sent to your e-mail. A code is valid for 10 minutes and five wrong tries burn it. Nobody from the platform will ever ask you for a code or your password.',
        ],
      },
      {
        heading: 'The identity check',
        paragraphs: [
          'From your settings, send your full legal name, date of birth (18 or older), country, document type (passport, national ID card or driving licence), its number and a JPEG, PNG or PDF of it, up to 5 MB. The file is checked by its content, kept in the database and shown only to operators.',
          'An operator approves or rejects it with a reason, and you are told by e-mail. One check waits at a time; after a rejection you can send a new one. When the operator requires it, withdrawals and transfers wait for an approved check.',
        ],
      },
      {
        heading: 'Blocked accounts',
        paragraphs: [
          'An operator can block an account, for example after fraud. A blocked account cannot sign in and every session ends at once.',
        ],
      },
    ],
    related: {
      heading: 'Your member account',
      links: [
        { to: '/login', label: 'Log in' },
        { to: '/register', label: 'Sign up' },
        { to: '/forget-Password', label: 'Forgot Password?' },
      ],
    },
  },
  {
    path: '/membership-levels',
    kind: 'landing',
    variant: 'minimal',
    art: 'amber',
    title: 'Membership levels',
    eyebrow: 'Ranks',
    heading: 'Ranks, rewards and the three team levels',
    intro:
      'Every member starts at rank 0 and reaches rank 1 with a first package. Higher ranks ask for team capital and active direct referrals, and each pays a one-time reward. Ranks never go down.',
    actions: [
      { to: '/home-3', label: 'Team income' },
      { to: '/faq', label: 'How referrals pay' },
    ],
    features: {
      heading: 'How ranks work',
      items: [
        {
          icon: 'chart',
          title: 'Team capital',
          text: 'The capital your levels A, B and C hold in active packages when a purchase is made, so moving the same capital out and in again cannot raise a rank.',
        },
        {
          icon: 'users',
          title: 'Active direct referrals',
          text: 'Members of your level A who hold an active package.',
        },
        {
          icon: 'bolt',
          title: 'One-time rewards',
          text: 'Reaching several ranks at once pays each reward once, as reward income.',
        },
      ],
    },
    live: [
      {
        topic: 'incomes',
        heading: 'The rank table and income shares today',
        text: 'Thresholds, rewards and shares are operator settings; these are the current ones.',
      },
    ],
    risk: RISK_TEXT,
    cta: {
      heading: 'See where you stand',
      text: 'Your rank, team and incomes are in your account.',
      action: { to: '/login', label: 'Log in' },
    },
  },
];
