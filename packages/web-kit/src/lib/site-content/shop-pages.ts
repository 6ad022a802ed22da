import { RISK_TEXT } from './risk-text';
import type { SitePage } from './types';

// The shop is the package catalogue (docs/product.md#site): live packages from the server, bought in the member
// area. A package is not a parcel: there is no cart to fill or address to give, so the cart and checkout pages say
// how an order and its payment work instead.

const FOOTNOTE =
  'Deposit minimums, withdrawal minimums and charges are on the FAQ and the deposits and withdrawals page.';

export const SHOP_PAGES: readonly SitePage[] = [
  {
    path: '/shop',
    kind: 'pricing',
    buy: true,
    title: 'Buy a package',
    heading: 'Buy a package with USDT',
    intro:
      'The packages on sale now. You buy one in your account: sign in (or sign up with the referral code of the member who invited you), deposit USDT on BEP-20, then buy it on the stake page.',
    notes: [
      'Live from the platform: the price, daily rate and term the operator set today. Buy opens the stake page of your account, after you sign in.',
      'A package is paid from your Electronic Wallet: its price or, for a package with a price range, the amount you choose within it, plus its handling fee if it has one. Deposit first if the wallet holds less.',
      'Your order keeps the terms of the day you bought it, whatever the operator changes later.',
      'You can hold each package once at a time, and buy it again once it matured or its capital was withdrawn.',
    ],
    risk: RISK_TEXT,
    footnote: FOOTNOTE,
  },
  {
    path: '/product-details',
    kind: 'pricing',
    buy: true,
    detailed: true,
    title: 'Package details',
    heading: 'What each package pays, in figures',
    intro:
      'Every package on sale with the figures an order keeps, and the most it can pay over its term if you claim every day.',
    notes: [
      'Live from the platform. Profit over the term is the daily profit times the paid days of the term: the most the package pays, if you claim every platform day and the platform keeps paying.',
      'Daily profit is the price times the daily rate, rounded down to the micro-USDT, paid to your Flexible wallet for each platform day you claim.',
      'A day you do not claim is not paid and moves the end of the term: the term counts paid days, not calendar days.',
      'The capital stays in the package; it comes back only through a capital withdrawal from My orders, less the charge your order keeps.',
    ],
    risk: RISK_TEXT,
    footnote: FOOTNOTE,
  },
  {
    path: '/cart',
    kind: 'article',
    title: 'Your order',
    heading: 'What buying a package creates',
    intro:
      'There is no cart: each purchase is one package, paid at once from your Electronic Wallet, and it becomes an order in your account.',
    sections: [
      {
        heading: 'One package, one order',
        paragraphs: [
          'When you confirm a purchase on the stake page, the price leaves your Electronic Wallet and an order appears under My orders, with the title, price, daily rate, term and capital withdrawal charge of that moment.',
          'The dialog states those terms, and that returns are not guaranteed, before you confirm. Nothing is taken before you confirm, and a double click buys once.',
        ],
      },
      {
        heading: 'While the order runs',
        paragraphs: [
          'Claim its daily profit on the reserve page once each platform day. The order matures when it has been paid for every day of its term.',
          'The member who invited you earns a direct income on your purchase (see Referral and team income).',
        ],
      },
      {
        heading: 'Your capital',
        paragraphs: [
          'The price stays in the package as its capital. You can ask for it back from My orders: a capital withdrawal ends the order, and the charge it kept is taken from the amount paid out.',
        ],
      },
    ],
    related: {
      heading: 'Next',
      links: [
        { to: '/shop', label: 'Packages on sale' },
        { to: '/checkout', label: 'Paying for a package' },
        { to: '/risk-disclosure', label: 'Risk disclosure' },
      ],
    },
  },
  {
    path: '/checkout',
    kind: 'article',
    isNumbered: true,
    title: 'Paying for a package',
    heading: 'Paying for a package: deposit, then buy',
    intro: 'Packages are paid in USDT from your Electronic Wallet, which you fill with a deposit. No card, no bank.',
    sections: [
      {
        heading: 'Sign in',
        paragraphs: [
          'Buying happens in your account. Sign up with the referral code of the member who invited you if you have no account yet.',
        ],
      },
      {
        heading: 'Deposit USDT on BEP-20',
        paragraphs: [
          'The deposit page shows the address and its network. Send USDT on BEP-20 (BNB Smart Chain) only, at least the deposit minimum, and submit the transaction hash. A chain transfer cannot be reversed, and USDT on another network cannot be credited.',
        ],
      },
      {
        heading: 'Wait for the credit',
        paragraphs: [
          'The deposit is checked and credited to your Electronic Wallet; your deposit history shows where it stands, and the reason if it was rejected.',
        ],
      },
      {
        heading: 'Buy on the stake page',
        paragraphs: [
          'Choose a package on sale and confirm its terms. If your Electronic Wallet holds less than the price, the dialog says how much more you need.',
        ],
      },
    ],
    related: {
      heading: 'Before you pay',
      links: [
        { to: '/shop', label: 'Packages on sale' },
        { to: '/purchase-guide', label: 'Purchase guide' },
        { to: '/risk-disclosure', label: 'Risk disclosure' },
      ],
    },
  },
];
