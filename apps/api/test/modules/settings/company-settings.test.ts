import { ROLE, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../src/lib/mailer';
import { SETTING_DEFAULTS } from '../../../src/modules/settings/settings.service';
import { call, countMails, createMember, dataOf, operatorToken, signedInMember, useTestApp } from '../../helper';

// The company identity of the public site and the income figures its pages explain come from the operator
// settings, through the public settings (docs/product.md#site).
const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

describe('company identity settings', () => {
  it('are public with their defaults, beside the income figures the site explains', async () => {
    const settings = dataOf(await call(t, routes.publicSettings));
    expect(settings).toMatchObject({
      companyName: SETTING_DEFAULTS.companyName,
      companyAddress: SETTING_DEFAULTS.companyAddress,
      companyEmail: SETTING_DEFAULTS.companyEmail,
      companyPeople: [],
      levelIncomePercents: [10, 5, 3],
      directIncomePercent: 5,
      timezone: 'UTC',
      autoSettlement: false,
    });
    // A fresh install shows no placeholder company: what the owner has not set is empty (decision 030).
    expect([SETTING_DEFAULTS.companyAddress, SETTING_DEFAULTS.companyEmail]).toEqual(['', '']);
    expect(settings.rankTable[1]).toEqual({ rank: 2, teamBusiness: 1000, activeDirects: 2, reward: 25 });
  });

  it('show the name an operator sets on the public settings', async () => {
    const body = { companyName: 'Harbour Yield Club', companyEmail: 'help@harbour.test', companyAddress: '1 Quay' };
    const saved = await call(t, routes.adminSettingsUpdate, { body, token: operator });
    expect(saved.status).toBe(200);
    expect(dataOf(await call(t, routes.publicSettings))).toMatchObject(body);
  });

  it('name people with their roles, and may be cleared again to show nothing (decision 030)', async () => {
    const people = [{ name: 'Mara Quayle', role: 'Managing director' }];
    const named = await call(t, routes.adminSettingsUpdate, { body: { companyPeople: people }, token: operator });
    expect(named.status).toBe(200);
    expect(dataOf(await call(t, routes.publicSettings)).companyPeople).toEqual(people);
    const cleared = await call(t, routes.adminSettingsUpdate, {
      body: { companyAddress: ' ', companyEmail: '', companyPeople: [] },
      token: operator,
    });
    expect(cleared.status).toBe(200);
    expect(dataOf(await call(t, routes.publicSettings))).toMatchObject({
      companyAddress: '',
      companyEmail: '',
      companyPeople: [],
    });
  });

  it('names the company an operator set in the mails, not the default name', async () => {
    const renamed = await call(t, routes.adminSettingsUpdate, {
      body: { companyName: 'Quay Capital' },
      token: operator,
    });
    expect(renamed.status).toBe(200);
    const member = await createMember(t);
    const body = { email: member.email, password: 'Fresh@2026', confirmPassword: 'Fresh@2026', role_name: 'User' };
    expect((await call(t, routes.resetOtp, { body })).status).toBe(200);
    expect(await countMails(t, member.email)).toBe(1);
    const [mail] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
    expect(mail?.subject).toMatch(/^Your Quay Capital verification code: \d{6}$/);
    expect(mail?.text).toContain('your Quay Capital account');
    expect(`${mail?.subject} ${mail?.text}`).not.toContain(SETTING_DEFAULTS.companyName);
  });

  it.each([
    ['an empty name', { companyName: '  ' }, 'must not be empty'],
    ['a malformed e-mail', { companyEmail: 'not-an-address' }, 'must be an e-mail address'],
    ['a name too long', { companyName: 'n'.repeat(81) }, ''],
    ['a person without a name', { companyPeople: [{ name: ' ', role: 'Director' }] }, 'must not be empty'],
    ['a person without a role', { companyPeople: [{ name: 'Mara Quayle', role: '' }] }, 'must not be empty'],
    ['13 people', { companyPeople: Array.from({ length: 13 }, () => ({ name: 'A B', role: 'C' })) }, 'at most 12'],
  ])('refuses %s with a 400', async (_name, body, rule) => {
    const refused = await call(t, routes.adminSettingsUpdate, { body, token: operator });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(rule);
  });

  it('cannot be changed by a member', async () => {
    const member = await signedInMember(t);
    const refused = await call(t, routes.adminSettingsUpdate, {
      body: { companyName: 'Taken over' },
      token: member.token,
    });
    expect(refused.status).toBe(403);
    expect(dataOf(await call(t, routes.publicSettings)).companyName).not.toBe('Taken over');
  });
});
