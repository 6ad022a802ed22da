import type { SitePage } from './types';

// The demo company's own texts about this product (docs/product.md#site), complete as shipped; an operator edits them
// in the console (Site pages). Each names the operator through the company settings (`showsCompany`), so the name,
// address and e-mail are the ones the operator set, never a second identity.
const UPDATED = '25 November 2026';

export const LEGAL_PAGES: readonly SitePage[] = [
  {
    path: '/purchase-guide',
    kind: 'article',
    isNumbered: true,
    title: 'Purchase guide',
    heading: 'How to buy your first package',
    intro: 'Five steps from sign-up to a package that earns, with what each step asks of you.',
    sections: [
      {
        heading: 'Create your account',
        paragraphs: [
          'Sign up with the referral code of the member who invited you, your name, e-mail, phone and a password. A 6-digit code sent to your e-mail confirms the address.',
        ],
      },
      {
        heading: 'Deposit USDT on BEP-20',
        paragraphs: [
          'Your account shows the deposit address and its network. Send USDT on BEP-20 (BNB Smart Chain) only, at least the deposit minimum set by the operator, then submit the amount and the transaction hash.',
          'A chain transfer cannot be reversed. USDT on another network, or another token, cannot be credited.',
        ],
      },
      {
        heading: 'Wait for the deposit to be credited',
        paragraphs: [
          'The deposit is checked (by an operator, or on the chain when the platform reads it automatically) and credited to your Electronic Wallet. A rejected deposit shows the reason in your deposit history.',
        ],
      },
      {
        heading: 'Buy a package',
        paragraphs: [
          'On the stake page, pick a package on sale. You pay its price from your Electronic Wallet; for a package with a price range you choose the amount within it, and a handling fee, where the package has one, is added to what you pay. Before you confirm, the dialog shows the amount, the fee, the daily rate, the term and the capital withdrawal charge your order will keep, and that returns are not guaranteed.',
        ],
      },
      {
        heading: 'Claim the daily profit',
        paragraphs: [
          'Each platform day, claim the profit of your active packages on the reserve page; it goes to your Flexible wallet, from which you can withdraw above the minimum.',
        ],
      },
    ],
    related: {
      heading: 'Before you buy',
      links: [
        { to: '/pricing', label: 'Packages on sale' },
        { to: '/risk-disclosure', label: 'Risk disclosure' },
        { to: '/terms-of-service', label: 'Terms of service' },
        { to: '/faq', label: 'FAQ' },
      ],
    },
  },
  {
    path: '/terms-of-service',
    kind: 'article',
    showsCompany: true,
    title: 'Terms of service',
    heading: 'Terms of service',
    intro:
      'The rules for using this platform and your member account. By signing up you accept them and the risk disclosure; please read both before you deposit.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'The platform is run by the company named on this page ("we"). Its operators review deposits, withdrawals and identity checks. You can reach us at the e-mail address shown here or through the contact page.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You need the referral code of an existing member to sign up, and you must be at least 18 years old. Give true details and keep your password and e-mailed codes to yourself: anyone holding them can act as you. We never ask for your password or a code.',
          'One person, one account. Your account is yours alone; the member who referred you is your sponsor and cannot be changed.',
        ],
      },
      {
        heading: 'Deposits',
        paragraphs: [
          'Deposits are accepted in USDT on BEP-20 (BNB Smart Chain) only, to the deposit address shown in your account, from the deposit minimum up to the largest single amount, both set by the operator. A transaction hash is accepted once.',
          'Chain transfers are irreversible. USDT sent on another network, another token, or a transfer to a wrong address cannot be credited or returned by us. A deposit is credited to your Electronic Wallet after it has been checked; we may reject one that does not match, with a reason.',
        ],
      },
      {
        heading: 'Packages and incomes',
        paragraphs: [
          'A package is bought from your Electronic Wallet at its price or, for a package with a price range, at the amount you choose within it; a handling fee, where the package has one, is paid on top and is not returned. Your order keeps the amount, daily rate, term (paid days), handling fee and capital withdrawal charge of the day you bought it; later changes apply to new orders only.',
          'Daily profit is paid for each platform day you claim it (or the platform settles it), until the term of paid days is reached; a day not claimed is not paid later, the package earns for its full term and ends later. Level, direct and reward income are paid as the income rules set by the operator say at the time they are paid. Every share is rounded down to the micro-USDT.',
          'No return is guaranteed. The operator may change daily rates, shares, minimums and charges for the future, and may stop offering a package.',
        ],
      },
      {
        heading: 'Referral income',
        paragraphs: [
          'You earn level income on the daily profit of members in the three levels of your team only on days you hold an earning package yourself, and direct income on the purchases of the members you referred. Ranks and their one-time rewards follow the rank table set by the operator. Do not promise anyone returns when you invite them.',
        ],
      },
      {
        heading: 'Withdrawals, fees and charges',
        paragraphs: [
          'Income is withdrawn from your Flexible wallet from the withdrawal minimum, less the withdrawal charge; package capital is withdrawn whole, less the charge your order kept, and the package stops earning. Each request is confirmed with a code sent to your e-mail and then reviewed and paid by an operator to the USDT BEP-20 address you gave; a large one needs a second operator. A rejected request returns the whole amount to your Flexible wallet, with the reason.',
          'Deposits carry no charge from us; the network fee of a transfer you send is yours. Transfers to another member carry no charge.',
        ],
      },
      {
        heading: 'Identity check (KYC)',
        paragraphs: [
          'We may require an approved identity check before any withdrawal or transfer. You send your legal name, date of birth, country and an identity document; an operator approves or rejects it, with a reason.',
        ],
      },
      {
        heading: 'Blocking an account',
        paragraphs: [
          'We may block an account that breaks these terms, gives false details or is used for fraud or money laundering. A blocked account cannot sign in and its sessions end; write to us to ask why or to contest it.',
        ],
      },
      {
        heading: 'Closing your account',
        paragraphs: [
          'You may close your account at any time by writing to us from its e-mail address. Withdraw what you can first: we pay out the balances a withdrawal can take under these terms, to the address on your account, and then close it. Packages still running stop earning when the account closes.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The platform is offered as it is. We are not liable for losses from the value of USDT, from the chain, from a wrong address you gave, or from someone using your password or codes. Nothing in these terms limits a liability the law does not allow us to limit, such as for our own fraud.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'Write to the e-mail address on this page or through the contact page, with your referral code and what happened. We answer within 15 business days and say what we did; a payment we got wrong is corrected in your wallet and shown in your statement.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these terms; the date above shows the version in force. We tell members of a change by e-mail at least 14 days before it applies, unless the law requires it sooner. A change never alters the terms an existing order kept, and the version you accepted at sign-up stays on record with your account.',
        ],
      },
      {
        heading: 'Law and disputes',
        paragraphs: [
          'These terms are governed by the law of the place of the company address on this page, and its courts hear any dispute, without taking away the protection the law of your own country gives you as a consumer.',
        ],
      },
    ],
    related: {
      heading: 'Read also',
      links: [
        { to: '/risk-disclosure', label: 'Risk disclosure' },
        { to: '/privacy-policy', label: 'Privacy policy' },
        { to: '/faq', label: 'FAQ' },
        { to: '/contactForm', label: 'Contact support' },
      ],
    },
  },
  {
    path: '/privacy-policy',
    kind: 'article',
    showsCompany: true,
    title: 'Privacy policy',
    heading: 'How we handle your personal data',
    intro:
      'What the platform keeps about you, why, for how long, and what you can ask of us. The company named on this page is responsible for your data.',
    updated: UPDATED,
    sections: [
      {
        heading: 'What we keep',
        paragraphs: ['Only what running your account and meeting our obligations needs:'],
        list: [
          'Account: full name, e-mail address, phone number, your referral code and your sponsor.',
          'Password: only as a one-way hash; we cannot read it.',
          'Money: deposits with their transaction hashes, packages, incomes, withdrawals and the USDT addresses you gave, as entries of our ledger.',
          'Identity check: legal name, date of birth, country, document type and number, and the document file you send.',
          'Security: the IP address of requests, kept with rate limits and the audit of operator actions, and your sessions.',
          'Messages: what you send through the contact form and newsletter sign-ups.',
        ],
      },
      {
        heading: 'Why we use it, and on what grounds',
        paragraphs: [
          'To run your account and pay what is due (the contract you accept at sign-up), to send the codes and notices you need (the same contract), to check identities and keep money records (our legal duties against fraud and money laundering), and to protect the platform and its members from abuse (our legitimate interest). The newsletter is sent only with your consent, which you can withdraw at any time. We do not sell your data or use it for advertising, and no decision about you is made by a machine alone.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Our operators, to review deposits, withdrawals and identity checks. Members of your upline see your name, referral code, join date and investment in their team lists, never your e-mail or phone. Our e-mail provider handles the mails we send you.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'The site sets no advertising or tracking cookies. Your browser keeps your session token and basic profile (name, e-mail, phone) in its local storage so that you stay signed in; logging out removes them. The site can also be installed and keeps its own scripts in the browser cache, never your balances.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account and ledger records for as long as your account exists and for the period the law requires after it closes; identity documents for as long as the check must be shown; unconfirmed withdrawal requests and their codes are forgotten after they expire.',
        ],
      },
      {
        heading: 'Where it is kept',
        paragraphs: [
          'On our servers and in their encrypted backups, and with our e-mail provider for the mails we send. Where a provider is outside your country, we use one bound by contract to protect your data as this policy does.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a copy of your data, have it corrected, have it deleted where we are not required to keep it, object to a use based on our legitimate interest, or have it handed to you in a common format. Write to the e-mail address on this page; we answer within one month.',
          'If you think we mishandled your data, you may also complain to the data protection authority of your country.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'The platform is for adults: we do not open accounts for anyone under 18, and we delete data we learn was given by a child.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'The date above shows the version in force; we tell members of a change that matters by e-mail before it applies.',
        ],
      },
    ],
  },
  {
    path: '/risk-disclosure',
    kind: 'article',
    showsCompany: true,
    title: 'Risk disclosure',
    heading: 'Risk disclosure: you can lose money',
    intro:
      'Buying packages on this platform is risky. Read this before you deposit, and deposit only what you can afford to lose.',
    updated: UPDATED,
    sections: [
      {
        heading: 'No guaranteed returns',
        paragraphs: [
          'Daily rates, income shares and rewards are set by the operator. Past payments are no promise of future ones. The platform could stop paying, and you could lose part or all of what you deposited.',
        ],
      },
      {
        heading: 'Referral income depends on others',
        paragraphs: [
          'Level, direct and reward income depend on the purchases and daily profit of other members. If your team stops buying or earning, this income stops too. Never promise returns to people you invite.',
        ],
      },
      {
        heading: 'Chain transfers are irreversible',
        paragraphs: [
          'Deposits and payouts are USDT transfers on BEP-20 (BNB Smart Chain). A transfer to a wrong address, on another network or of another token cannot be undone by anyone. The value of USDT itself may move away from one US dollar.',
        ],
      },
      {
        heading: 'Charges and minimums',
        paragraphs: [
          'Withdrawals carry a charge taken out of the amount, and have minimums; package capital carries the charge your order kept. The operator sets these and may change them for the future; the FAQ and the home pages show the current ones.',
        ],
      },
      {
        heading: 'Withdrawals take time and can be refused',
        paragraphs: [
          'Every withdrawal is reviewed by an operator before it is paid, and may wait for an approved identity check or a second operator. A refused request returns its amount to your Flexible wallet.',
        ],
      },
      {
        heading: 'Your account security',
        paragraphs: [
          'Anyone who holds your password and your e-mail can request withdrawals in your name. Use a password you use nowhere else and keep your e-mail account safe.',
        ],
      },
    ],
    related: {
      heading: 'Read also',
      links: [
        { to: '/terms-of-service', label: 'Terms of service' },
        { to: '/faq', label: 'FAQ' },
      ],
    },
  },
  {
    path: '/404',
    kind: 'notice',
    code: '404',
    title: 'Page not found',
    heading: 'Page not found',
    intro:
      'The page you are looking for does not exist or has moved. Try the search, or start again from the home page.',
    action: { to: '/', label: 'Back to home' },
    secondary: { to: '/search', label: 'Search the site' },
  },
  {
    path: '/coming-soon',
    kind: 'notice',
    code: 'Soon',
    title: 'Coming soon',
    heading: 'This part of the site is not open yet',
    intro:
      'The page you were looking for is still being prepared. Your account, packages, deposits and withdrawals work as usual.',
    action: { to: '/', label: 'Back to home' },
    secondary: { to: '/contactForm', label: 'Contact support' },
  },
];
