import { ROLE, routes, SETTING_DEFAULTS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { users } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { call, createMember, newOperatorToken, nextClientIp, signedInMember, useTestApp } from '../../helper';
import { ADDRESS, earnIncome } from '../../withdrawal-kit';

// docs/product.md#languages: a mail is written in its reader's language, a sign-up code in the request's (no account
// yet), a member's mail in the member's stored language; amounts as the language writes numbers.

const t = useTestApp();
let sponsor: Awaited<ReturnType<typeof createMember>>;
let operator: string;

beforeAll(async () => {
  sponsor = await createMember(t, { fullName: 'Asha Sponsor' });
  operator = await newOperatorToken(t);
});

async function newestMail(to: string) {
  await afterResponseSettled();
  const [mail] = await readOutbox({ dir: t.outboxDir, to, limit: 1 });
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Latin words left once the words every language keeps are taken out: the unit, the network, names, addresses. */
function englishLeftIn(text: string) {
  return text
    .replaceAll(SETTING_DEFAULTS.companyName, '')
    .replaceAll(ADDRESS, '')
    .replace(/\b(USDT|BEP-20|OTP)\b/g, '')
    .match(/[A-Za-z]{2,}/g);
}

let emailSequence = 0;
async function askSignupCode(acceptLanguage?: string) {
  emailSequence += 1;
  const email = `lingua${emailSequence}@example.test`;
  const answer = await call(t, routes.signupOtp, {
    body: {
      fullName: 'Lena Lingua',
      phone: '9876543210',
      email,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      referBy: sponsor.referId,
      role_name: 'User',
      acceptTerms: true,
    },
    ip: nextClientIp(),
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(answer.status).toBe(200);
  return newestMail(email);
}

describe('the sign-up code mail, in the language of the request', () => {
  it('writes Spanish and Hindi as Accept-Language asks, the code unchanged', async () => {
    const spanish = await askSignupCode('es-ES,es;q=0.9');
    expect(spanish.subject).toMatch(
      new RegExp(`^Tu código de verificación de ${SETTING_DEFAULTS.companyName}: \\d{6}$`),
    );
    expect(spanish.text).toMatch(/^Tu código de verificación es \d{6}\.$/m);
    expect(spanish.text).toContain(`para terminar de crear tu cuenta de ${SETTING_DEFAULTS.companyName}`);
    expect(spanish.text).toContain('Vale durante 10 minutos');

    const hindi = await askSignupCode('hi-IN');
    expect(hindi.subject).toMatch(new RegExp(`^आपका ${SETTING_DEFAULTS.companyName} सत्यापन कोड: \\d{6}$`));
    expect(hindi.text).toMatch(/^आपका सत्यापन कोड \d{6} है।$/m);
    expect(englishLeftIn(`${hindi.subject}\n${hindi.text}`)).toBeNull();
  });

  it('stays English without a language of ours', async () => {
    const mail = await askSignupCode('fr-FR');
    expect(mail.subject).toMatch(new RegExp(`^Your ${SETTING_DEFAULTS.companyName} verification code: \\d{6}$`));
    expect(mail.text).toMatch(/^Your verification code is \d{6}\.$/m);
    expect(mail.text).toContain(
      `Enter it to finish creating your ${SETTING_DEFAULTS.companyName} account. It is valid for 10 minutes and can be used once.`,
    );
  });
});

describe("the withdrawal code mail, in the member's stored language", () => {
  async function withdrawalCodeMail(locale: string | null, acceptLanguage?: string) {
    const member = await signedInMember(t);
    await t.ctx.db.update(users).set({ locale }).where(eq(users.id, member.id));
    await earnIncome(t, { member, operator, amount: 1500 });
    const answer = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 1234.5 },
      token: member.token,
      ip: nextClientIp(),
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(answer.status).toBe(200);
    return newestMail(member.email);
  }

  it('writes Hindi for a member who chose Hindi, with no English word but the unit, the network and names', async () => {
    // The browser asks for English; the member's own choice decides their mail.
    const mail = await withdrawalCodeMail('hi', 'en-US');
    expect(mail.subject).toMatch(new RegExp(`^आपका ${SETTING_DEFAULTS.companyName} निकासी कोड: \\d{6}$`));
    expect(mail.text).toContain('आपके फ्लेक्सिबल वॉलेट से निकासी');
    // 1,234.50 less the 5 % charge, as Hindi readers write it.
    expect(mail.text).toContain(`शुल्क के बाद 1,172.775 USDT, जो ${ADDRESS} पर भेजे जाएँगे।`);
    expect(englishLeftIn(`${mail.subject}\n${mail.text}`)).toBeNull();
  });

  it('writes the amount as Spanish does for a member who chose Spanish', async () => {
    const mail = await withdrawalCodeMail('es');
    expect(mail.subject).toMatch(/^Tu código de retiro de .+: \d{6}$/);
    expect(mail.text).toContain(`Confirma un retiro de tu billetera flexible: 1.172,775 USDT después de comisiones`);
  });

  it('stays English for a member with no language chosen', async () => {
    const mail = await withdrawalCodeMail(null);
    expect(mail.subject).toMatch(new RegExp(`^Your ${SETTING_DEFAULTS.companyName} withdrawal code: \\d{6}$`));
    expect(mail.text).toContain(
      `It confirms a withdrawal from your Flexible wallet: 1,172.775 USDT after charges, sent to ${ADDRESS}.`,
    );
    expect(mail.text).toContain('It is valid for 10 minutes and can be used once.');
  });
});

describe("an operator's mail, in the language of the operator's request", () => {
  it('writes the console sign-in code in Hindi when the request asks for Hindi', async () => {
    const operatorAccount = await createMember(t, { role: ROLE.admin, fullName: 'Olga Operator' });
    const answer = await call(t, routes.operatorSignin, {
      body: { email: operatorAccount.email, password: operatorAccount.password },
      ip: nextClientIp(),
      headers: { 'accept-language': 'hi' },
    });
    expect(answer.status).toBe(200);
    const mail = await newestMail(operatorAccount.email);
    expect(mail.subject).toMatch(new RegExp(`^आपका ${SETTING_DEFAULTS.companyName} सत्यापन कोड: \\d{6}$`));
    expect(mail.text).toContain(`${SETTING_DEFAULTS.companyName} ऑपरेटर कंसोल में साइन इन करने के लिए इसे दर्ज करें।`);
    expect(englishLeftIn(`${mail.subject}\n${mail.text}`)).toBeNull();
  });
});
