import { RISK_TEXT } from '@app/web-kit/lib/site-content/risk-text';

// The home page (`/`) in English (docs/decisions/017-translations.md); Spanish and Hindi in
// texts.{es,hi}.ts.
export const SITE_HOME_TEXTS = {
  'site.home.title': 'USDT packages and team income',
  'site.home.heading': 'USDT packages with a daily profit, and income from your team.',
  'site.home.intro':
    'Sign up with a referral code, deposit USDT on BEP-20, buy a package and claim its daily profit. Earn level, direct and reward income as your team grows. Withdraw with a code sent to your e-mail.',
  'site.home.myAccount': 'Go to my account',
  'site.home.signUp': 'Sign up',
  'site.home.logIn': 'Log in',
  'site.home.noGuarantee': 'Returns are not guaranteed and you can lose money.',
  'site.home.readRisk': 'Read the risk disclosure',
  'site.home.packagesHeading': 'Packages on sale now',
  'site.home.packagesText':
    'Each package has a price, a daily rate and a term in paid days. You buy it from your Electronic Wallet at its price, or at an amount you choose within its range, plus any handling fee; your order keeps these terms.',
  'site.home.incomesHeading': 'How you earn',
  'site.home.incomesText':
    'Daily profit from your packages, and level, direct and reward income from your team of three levels, with the shares the operator has set now.',
  'site.home.moneyHeading': 'Deposits and withdrawals',
  'site.home.moneyText':
    'USDT on BEP-20 in and out. Deposits are checked before they are credited; withdrawals are confirmed by an e-mailed code and paid by an operator.',
  'site.home.risk': RISK_TEXT,
  'site.home.ctaHeading': 'Questions before you start?',
  'site.home.ctaText':
    'The FAQ answers when you can withdraw, what a package does at the end of its term, fees and minimums.',
  'site.home.ctaAction': 'Read the FAQ',
};
