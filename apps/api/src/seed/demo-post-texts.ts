// The demo's five news articles, oldest first. Each states the platform's rules as docs/product.md and
// docs/decisions/ set them; figures an operator can change are given as the defaults and say so.

const deposits = `Every USDT that reaches your Electronic Wallet has been checked first. Here is what happens between the
transfer you send and the balance you see, and what you can do to make it quick.

## Send USDT on BEP-20, then tell us the hash

The [deposit page](/deposit) shows the platform's deposit address and its network: USDT on BEP-20 (BNB Smart Chain).
Only USDT on that network is credited. Another token, or USDT sent over another network, does not arrive as a deposit.

Once the transfer has left your wallet, enter two things on the same page: the amount, and the transaction hash
(\`0x\` followed by 64 characters, shown by your wallet or the block explorer). The amount must be at least the
deposit minimum, 30 USDT unless the operator has set another figure; the page always shows the current one.

**A hash is accepted once, ever.** Whoever sends it and however it is written, the same transaction cannot be credited
twice, and the hash of a payout the platform made can never be claimed as a deposit.

## How the transfer is checked

The operator chooses one of two ways, and the platform applies the same rules to every member.

- **Operator review** (the default). Your deposit waits as *pending* while an operator looks the transaction up on
  the block explorer. If it is a USDT transfer to the deposit address of the amount you entered, they approve it and
  your Electronic Wallet is credited that amount, once. If not, they reject it and tell you why. Two operators
  acting on the same deposit at the same moment cannot both approve it.
- **The chain check.** The server reads the transaction itself. For this you first save your own USDT address under
  [Settings](/settingNew). The server credits the amount the blockchain shows for a USDT transfer to the deposit
  address **from that saved address**, once the transaction is 15 blocks deep. It refuses, with a reason you can read,
  a transaction that failed or does not exist, another token, another recipient or another sender. A transfer that
  is not final yet stays pending and is checked again in the background.

## What you see

Your [deposit history](/reacharge-list) lists every deposit, newest first, as pending, approved or rejected, and
you get a notification when one is approved or rejected. An approved deposit is in your Electronic Wallet, the wallet
packages are bought from.

## Getting it right the first time

- Send from the wallet whose address you saved, and only USDT on BEP-20.
- Copy the hash from your wallet rather than typing it.
- Enter the amount you sent: under the operator's review an amount that does not match can be rejected, and under
  the chain check the amount on chain is what counts.

If a deposit stays pending longer than you expect, write to us from the [contact page](/contactForm) with its hash.`;

const dailyProfit = `A package pays a daily profit for a fixed number of paid days. This is how the figures are set, when
they are paid, and what happens on a day you do not claim.

## Your order keeps the terms you bought

You buy a package whole, at its price, from your Electronic Wallet. The order copies the package's terms at that
moment: the price, the daily rate, the term in paid days and the charge for taking the capital out later. When the
operator changes a package, only new orders get the new terms; yours stays as bought.

## Claim once per platform day

The platform day is the calendar day in the platform's time zone (UTC unless the operator has chosen another); the
[Reserve page](/reserve) shows the zone and when the next claim opens. Press the coin there once a day. Every active
order not yet paid for today then pays **its price × its daily rate**, rounded down to the millionth of a USDT, into
your Flexible wallet. A second claim the same day finds nothing to pay, and an order bought today can be claimed
today.

For example, a 100 USDT package at 0.50 % a day pays 0.50 USDT for each paid day. With a term of 200 paid days it
pays at most 100 USDT of profit in all. The packages on sale, with their rates and terms, are on the
[packages page](/shop).

## A missed day is not lost

A day you do not claim is not paid afterwards, but no profit is lost either: an order earns for its term of *paid*
days, so it simply matures one day later. The operator may also turn on automatic settlement, which pays every order
still due each day without a claim.

## When the term is reached

When the paid days reach the term, the order is *matured* and earns no more. Its capital stays held for you until you
withdraw it as a capital withdrawal, minus the charge the order copied when you bought it (10 % by default).

## Your team earns from it too

Each daily profit paid also pays your sponsor and the two members above them level income: 10 %, 5 % and 3 % of that
profit by default, to each who holds an order that earns that day. When you buy a package, your direct sponsor earns
5 % of its price. None of this comes out of your profit.

## What the rate is, and is not

The daily rate is a term of the package, paid from the platform. It is not a market return and it is not a
guarantee: past payments are no promise of future ones, and you can lose the money you put in. Read the
[risk disclosure](/risk-disclosure) before you buy.`;

const withdrawals = `Money leaves the platform in two steps and passes a few safety checks on the way. Here is each one, with the
default figures; the operator may change them, and the [FAQ](/faq) always shows the current values.

## Two steps, one code

1. **Request.** On the [withdraw page](/withdrawladd) enter your USDT address (BEP-20) and the amount. Nothing moves
   yet: we e-mail you a 6-digit code that names the amount you will receive and the address. If you turned on
   two-factor sign-in, the code from your authenticator app confirms it instead.
2. **Confirm.** Enter the code within 10 minutes. The whole amount then leaves your Flexible wallet and is held for
   payment. Each request has its own code; five wrong tries burn it, and you start again.

## Minimums and fees

- From your **Flexible wallet**: at least 30 USDT. The charge is 5 % and is taken from the amount: ask for 100 USDT
  and 95 USDT is sent.
- A package's **capital**: the whole price of the order, at least 10 USDT, less the charge the order copied when you
  bought it (10 % by default).
- The charge is rounded down to the millionth of a USDT, in your favour.

## Limits that protect you

- **Daily limits**: at most 10,000 USDT and 5 withdrawals from your Flexible wallet per platform day. The withdraw page
  shows what is left today. Capital withdrawals do not count.
- **A new address waits**: a withdrawal to an address you have never been paid at is held for 24 hours before it can
  be paid, and we e-mail you a link that cancels it. If someone else got into your account, that link returns the
  whole amount to your Flexible wallet.
- If the operator requires an identity check, withdrawals open once yours is approved.

## An operator pays it

Every withdrawal is reviewed by an operator, who sends the USDT and records the payout's transaction hash; your
[withdrawal history](/withdrawl-list) then links to it on the block explorer. A withdrawal above 1,000 USDT takes two
operators: one approves it, another pays it, and the one who approved can never pay it. If a withdrawal is
rejected, you are told why and the whole amount, charge included, goes back to your Flexible wallet.

Every 15 minutes the platform checks that its books balance. If a check finds a problem, payouts pause until an
operator has reviewed it; confirming a withdrawal is refused meanwhile without using up its code.

## How long it takes

Most of the time is the operator's review: a withdrawal to an address you used before, below the four-eyes limit,
can be paid as soon as an operator sees it. A new address adds its 24 hours. You get a notification, and an e-mail
unless you turned those off, when a withdrawal is paid or rejected.`;

const reserves = `You should not have to take our word that the money members are owed is counted. Proof of reserves lets you
check it yourself, on the [proof of reserves page](/reserves).

## What is published

Once a day, and whenever an operator asks, the platform takes a snapshot of two figures at the same moment:

- **What members are owed**: for each member, both wallets, the withdrawals waiting to be paid and the capital of
  their active and matured orders. This total is the same figure operators see as what the platform owes.
- **What the platform holds against it**: either the operator's own statement of its reserve, with the source they
  name, or, when the operator has switched the reading to the chain, the USDT balance of the deposit address as the
  blockchain shows it.

The page shows the latest snapshot, the ratio between the two, and the last 90 snapshots as a chart and a table.

## How your balance is in it

Every member's balance becomes one leaf of a *Merkle sum tree*: a hash of a fresh random value, the member's id and
the balance, with the balance as the leaf's sum. Pairs of leaves are hashed together with their sums, up to a single
root whose sum is the total owed. Only the root hash and the total are published.

Signed in, press **Verify my balance**. Your browser fetches your own leaf and the hashes and sums on its path to the
root, recomputes them and tells you whether your balance is included in the published total. You can download the
proof as a file and check it again later, away from the site. Nobody can ask for another member's proof.

## What it keeps private

The random value changes in every snapshot, so a leaf cannot be matched to a member or followed from day to day. The
path you receive shows only hashes and the sums of other parts of the tree, never another member's identity.

## What it does not prove

- When the reserve is the operator's statement, it is a statement, not something the platform can prove. Only the
  chain reading measures it, and then only the deposit address's balance.
- A snapshot proves the total includes each member who checks. A member who never checks is not protected by
  everyone else's checks, but leaving anyone out would risk being caught by whoever does check.

So check now and then. It takes a few seconds, and each check makes the published total harder to fake.`;

const risks = `We would rather you read this before you deposit than after. These are the risks of using this platform,
stated plainly.

## Returns are not guaranteed

A package's daily rate is a term the operator sets and the platform pays; it is not a market return, an interest
rate or a promise. Past payments are no promise of future ones. **You can lose some or all of the money you put in.**
Only put in money you can afford to lose.

## Referral income depends on other people

Level income is a share of the profit your team's orders earn, paid only on days you hold an order that earns; direct
income comes from your referrals' purchases. If the people in your team stop buying or claiming, this income stops.
Nobody should count on it, and nobody should be told they can.

## You depend on the operator

Operators review deposits and pay withdrawals. Withdrawals can take time: a new address waits 24 hours, large ones
need two operators, and payouts pause while a problem in the books is reviewed. Those rules protect you, and they also
mean your money is not instantly available. Unless the reserve is read from the chain, the reserve figure on the
[proof of reserves page](/reserves) is the operator's own statement.

## Blockchain transfers are final

A transfer sent on the wrong network, in the wrong token or to the wrong address cannot be called back by us or by
anyone. USDT itself depends on its issuer. Check the address and the network every time, and keep your wallet's keys,
your e-mail and your password to yourself: anyone who has them can move your money.

## Rules can change

The operator can change the rates and terms of packages for new orders, and the fees, minimums and limits for
everyone; an order you hold keeps the terms it was bought at. Check the [FAQ](/faq) for the current figures before
each deposit or withdrawal.

## Before you put money in

- Read the [risk disclosure](/risk-disclosure) and the [terms of service](/terms-of-service).
- Start with a small amount, and withdraw once to see how it works.
- Turn on two-factor sign-in under Settings.
- Ask us anything from the [contact page](/contactForm) before you commit.`;

export const DEMO_POST_TEXTS = [
  {
    title: 'How your deposit is checked',
    slug: 'how-deposits-are-checked',
    summary:
      'From your BEP-20 transfer to your Electronic Wallet: the hash you enter, the check against your saved address or the operator’s review, and how to get it right the first time.',
    body: deposits,
    category: 'Guides',
    tags: ['deposits', 'BEP-20'],
  },
  {
    title: 'How daily profit works',
    slug: 'how-daily-profit-works',
    summary:
      'One claim per platform day, your package’s rate and term, what a missed day means, and what happens when the term is reached.',
    body: dailyProfit,
    category: 'Guides',
    tags: ['packages', 'daily profit'],
  },
  {
    title: 'Withdrawals: fees, limits and checks',
    slug: 'withdrawals-fees-limits-and-checks',
    summary:
      'The e-mailed code, the minimums and charges, the daily limits, the 24-hour wait for a new address and the operators who review and pay every withdrawal.',
    body: withdrawals,
    category: 'Guides',
    tags: ['withdrawals', 'fees', 'security'],
  },
  {
    title: 'Proof of reserves: check that your balance is counted',
    slug: 'proof-of-reserves',
    summary:
      'What the daily snapshot publishes, how your own balance is in it, how to verify it in a few seconds, and what it cannot prove.',
    body: reserves,
    category: 'Safety',
    tags: ['proof of reserves', 'security'],
  },
  {
    title: 'The risks, plainly',
    slug: 'the-risks-plainly',
    summary:
      'Returns are not guaranteed and you can lose money; referral income depends on other people. What else to know before you deposit.',
    body: risks,
    category: 'Safety',
    tags: ['risk'],
  },
];
