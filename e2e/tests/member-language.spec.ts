import { routes } from '@app/contract';
import type { Page } from '@playwright/test';
import { PHONE, shot, storeMemberSession } from './console';
import { englishWords, englishWordsIn } from './english-words';
import { bearer, buyPackage, dataOf, fundWallet, signUpMember } from './members';
import { DEMO_MEMBER, expect, getMailbox, test } from './support';

// docs/product.md#languages: what the server writes for a member (notifications, the rule that paid an income, the
// mails) is in the member's stored language. A member who reads Hindi finds no English sentence left in them.

interface Mail {
  subject: string;
  text: string;
}

/** What people wrote (the members' names) and the operator's company name, kept as written in every language. */
const WRITTEN = ['Asha Verma', 'Ravi Sharma', 'NexaTech'];

/** Hindi dates keep the Latin "am"/"pm" of the language's own format, and times say UTC. */
const HINDI_FORMAT = ['am', 'pm', 'UTC'];

async function expectNoEnglish(page: Page, written: string[]) {
  // A row's member is named as they wrote it (translate="no": names, addresses and amounts only).
  await expect
    .poll(() => englishWordsIn(page.getByRole('main'), 'hi', '[translate="no"]', [...written, ...HINDI_FORMAT]), {
      message: 'English words on the page',
    })
    .toEqual([]);
}

test('a member who reads Hindi meets no English in notifications, an income list and a mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sponsor = await signUpMember(request, { fullName: 'Asha Verma', sponsor: DEMO_MEMBER.referId });
  await dataOf(
    request.post(routes.saveLanguage.member.path, { headers: bearer(sponsor.token), data: { locale: 'hi' } }),
  );
  // A direct referral who buys a package: a notification and a direct income for the sponsor.
  const referral = await signUpMember(request, { fullName: 'Ravi Sharma', sponsor: sponsor.referId });
  await buyPackage(request, referral, 'Silver');
  // A deposit an operator approves: a notification the background job also mails.
  await fundWallet(request, sponsor, 50);

  // The referral's UID is theirs, as their name is.
  const written = [...WRITTEN, referral.referId];
  await page.setViewportSize(PHONE);
  await storeMemberSession(page, sponsor);
  await page.evaluate(() => localStorage.setItem('lang', 'hi'));

  await page.goto('/notifications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('main').getByRole('listitem')).not.toHaveCount(0);
  await expectNoEnglish(page, written);
  await shot(page, 'notifications-hindi-phone');

  await page.goto('/direct-income');
  await expect(page.getByRole('main').getByText(/\+\d/).first()).toBeVisible();
  await expectNoEnglish(page, written);
  await shot(page, 'direct-income-hindi-phone');

  // The job mails every ten seconds on the journeys' server; the sign-up code came before the language was chosen.
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = ((await (await getMailbox(sponsor.email)).json()).data as Mail[]).filter(
          (mail) => !/\b\d{6}\b/.test(mail.subject),
        );
        return mails.length;
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  for (const mail of mails) {
    // A mail's links are the site's address, written as it is.
    const text = mail.text.replace(/https?:\/\/\S+/g, ' ');
    expect(englishWords(mail.subject, 'hi', written), mail.subject).toEqual([]);
    expect(englishWords(text, 'hi', [...written, ...HINDI_FORMAT]), mail.text).toEqual([]);
  }
});
