import { MSG } from '@app/contract';
import { expect, getMailbox, test, uniqueEmail } from './support';

// The address the contact form mails when the operator has not set another (settings default).
const OPERATOR_CONTACT = 'operator@nexatech.example';

test('the footer newsletter form validates, subscribes, and answers a repeat kindly', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  const email = form.getByPlaceholder('Enter your email');
  await expect(email).toHaveAttribute('autocomplete', 'off');

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(MSG.siteEmailRequired)).toBeVisible();

  const address = uniqueEmail('reader');
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.newsletterSubscribed })).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill(address.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.newsletterAlreadySubscribed })).toBeVisible();
});

test('/contactForm validates, sends a message and the operator receives it', async ({ page }) => {
  await page.goto('/contactForm');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send message' });

  await send.click();
  await expect(page.getByText(MSG.contactNameRequired)).toBeVisible();
  await page.getByLabel('Name').fill('Asha Rao');
  await send.click();
  await expect(page.getByText(MSG.siteEmailRequired)).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('asha at example');
  await send.click();
  await expect(page.getByText(MSG.siteEmailInvalid)).toBeVisible();
  const sender = uniqueEmail('asha');
  await page.getByLabel('Email', { exact: true }).fill(sender);
  await send.click();
  await expect(page.getByText(MSG.contactDescriptionRequired)).toBeVisible();

  const description = `Please call me about a new shop site (${sender}).`;
  await page.getByLabel('Description').fill(description);
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.contactSent })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');

  await expect
    .poll(async () => {
      const response = await getMailbox(OPERATOR_CONTACT);
      const mails = (await response.json()).data as { text: string; replyTo?: string }[];
      return mails.find((mail) => mail.text.includes(description))?.replyTo;
    })
    .toBe(sender);
});
